import CLibPQ
import Foundation

/// libpq's functions, resolved with `dlsym` from the library loaded at run time: the one place
/// Griddle calls libpq through (the binary does not link it, so a SQLite command never loads it).
///
/// Each property is the C function of the same name without its `PQ` prefix (`exec` is
/// `PQexec`). One table serves the whole process (`LibPQ.loaded()`); it is never changed after
/// it is filled, so any thread may call through it.
final class LibPQ: Sendable {
  // Connections.
  let connectdbParams: PQconnectdbParams_function
  let finish: PQfinish_function
  let conndefaults: PQconndefaults_function
  let conninfoParse: PQconninfoParse_function
  let conninfoFree: PQconninfoFree_function
  let status: PQstatus_function
  let transactionStatus: PQtransactionStatus_function
  let serverVersion: PQserverVersion_function
  let errorMessage: PQerrorMessage_function
  let connectionNeedsPassword: PQconnectionNeedsPassword_function
  let setNoticeProcessor: PQsetNoticeProcessor_function
  let libVersion: PQlibVersion_function
  // Cancelling a running statement from another thread.
  let getCancel: PQgetCancel_function
  let freeCancel: PQfreeCancel_function
  let cancel: PQcancel_function
  // Running statements.
  let exec: PQexec_function
  let execParams: PQexecParams_function
  let prepare: PQprepare_function
  let execPrepared: PQexecPrepared_function
  let describePrepared: PQdescribePrepared_function
  let getResult: PQgetResult_function
  // COPY FROM STDIN.
  let putCopyData: PQputCopyData_function
  let putCopyEnd: PQputCopyEnd_function
  // Reading results.
  let resultStatus: PQresultStatus_function
  let resultErrorMessage: PQresultErrorMessage_function
  let resultErrorField: PQresultErrorField_function
  let ntuples: PQntuples_function
  let nfields: PQnfields_function
  let fname: PQfname_function
  let ftype: PQftype_function
  let getvalue: PQgetvalue_function
  let getlength: PQgetlength_function
  let getisnull: PQgetisnull_function
  let nparams: PQnparams_function
  let paramtype: PQparamtype_function
  let cmdStatus: PQcmdStatus_function
  let cmdTuples: PQcmdTuples_function
  let clear: PQclear_function
  let freemem: PQfreemem_function

  /// Resolves every function in `library` (a `dlopen` handle of the file at `path`); throws
  /// naming the first one it lacks.
  init(library: UnsafeMutableRawPointer, path: String) throws(LibPQUnavailableError) {
    func resolve<Function>(_ name: String) throws(LibPQUnavailableError) -> Function {
      guard let address = dlsym(library, name) else {
        throw LibPQUnavailableError(path: path, reason: "it has no function \(name)")
      }
      return unsafeBitCast(address, to: Function.self)
    }
    connectdbParams = try resolve("PQconnectdbParams")
    finish = try resolve("PQfinish")
    conndefaults = try resolve("PQconndefaults")
    conninfoParse = try resolve("PQconninfoParse")
    conninfoFree = try resolve("PQconninfoFree")
    status = try resolve("PQstatus")
    transactionStatus = try resolve("PQtransactionStatus")
    serverVersion = try resolve("PQserverVersion")
    errorMessage = try resolve("PQerrorMessage")
    connectionNeedsPassword = try resolve("PQconnectionNeedsPassword")
    setNoticeProcessor = try resolve("PQsetNoticeProcessor")
    libVersion = try resolve("PQlibVersion")
    getCancel = try resolve("PQgetCancel")
    freeCancel = try resolve("PQfreeCancel")
    cancel = try resolve("PQcancel")
    exec = try resolve("PQexec")
    execParams = try resolve("PQexecParams")
    prepare = try resolve("PQprepare")
    execPrepared = try resolve("PQexecPrepared")
    describePrepared = try resolve("PQdescribePrepared")
    getResult = try resolve("PQgetResult")
    putCopyData = try resolve("PQputCopyData")
    putCopyEnd = try resolve("PQputCopyEnd")
    resultStatus = try resolve("PQresultStatus")
    resultErrorMessage = try resolve("PQresultErrorMessage")
    resultErrorField = try resolve("PQresultErrorField")
    ntuples = try resolve("PQntuples")
    nfields = try resolve("PQnfields")
    fname = try resolve("PQfname")
    ftype = try resolve("PQftype")
    getvalue = try resolve("PQgetvalue")
    getlength = try resolve("PQgetlength")
    getisnull = try resolve("PQgetisnull")
    nparams = try resolve("PQnparams")
    paramtype = try resolve("PQparamtype")
    cmdStatus = try resolve("PQcmdStatus")
    cmdTuples = try resolve("PQcmdTuples")
    clear = try resolve("PQclear")
    freemem = try resolve("PQfreemem")
  }
}
