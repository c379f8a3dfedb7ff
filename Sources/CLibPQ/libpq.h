#ifndef GRIDDLE_CLIBPQ_H
#define GRIDDLE_CLIBPQ_H
// The part of libpq's C interface (libpq-fe.h, soname libpq.so.5) that Griddle uses, declared
// here rather than included so that building needs no libpq-dev, and with no `link` in the
// module map so that the binary does not depend on libpq: PostgresStorage loads the library
// with dlopen the first time a PostgreSQL database is named, and resolves the functions below
// with dlsym into one table (Sources/PostgresStorage/LibPQ.swift).
//
// Calling one of these functions directly from Swift fails at link time on purpose (no
// library provides the symbol): go through the table. scripts/check-libpq-declarations.sh
// compiles this file after the real libpq-fe.h, so any prototype that differs from libpq's is
// a compile error there (CI runs it).

// The types and constants libpq-fe.h defines; skipped when the real header came first (the
// declaration check), so that its definitions are the ones the prototypes are checked against.
#ifndef LIBPQ_FE_H

typedef unsigned int Oid;

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef struct pg_cancel PGcancel;

typedef enum {
  CONNECTION_OK,
  CONNECTION_BAD,
  CONNECTION_STARTED,
  CONNECTION_MADE,
  CONNECTION_AWAITING_RESPONSE,
  CONNECTION_AUTH_OK,
  CONNECTION_SETENV,
  CONNECTION_SSL_STARTUP,
  CONNECTION_NEEDED,
  CONNECTION_CHECK_WRITABLE,
  CONNECTION_CONSUME,
  CONNECTION_GSS_STARTUP,
  CONNECTION_CHECK_TARGET,
  CONNECTION_CHECK_STANDBY
} ConnStatusType;

typedef enum {
  PGRES_EMPTY_QUERY = 0,
  PGRES_COMMAND_OK,
  PGRES_TUPLES_OK,
  PGRES_COPY_OUT,
  PGRES_COPY_IN,
  PGRES_BAD_RESPONSE,
  PGRES_NONFATAL_ERROR,
  PGRES_FATAL_ERROR,
  PGRES_COPY_BOTH,
  PGRES_SINGLE_TUPLE,
  PGRES_PIPELINE_SYNC,
  PGRES_PIPELINE_ABORTED
} ExecStatusType;

typedef enum {
  PQTRANS_IDLE,
  PQTRANS_ACTIVE,
  PQTRANS_INTRANS,
  PQTRANS_INERROR,
  PQTRANS_UNKNOWN
} PGTransactionStatusType;

typedef struct _PQconninfoOption {
  char *keyword;
  char *envvar;
  char *compiled;
  char *val;
  char *label;
  char *dispchar;
  int dispsize;
} PQconninfoOption;

typedef void (*PQnoticeProcessor)(void *arg, const char *message);

#endif  // LIBPQ_FE_H

// Connections.
extern PGconn *PQconnectdbParams(
    const char *const *keywords, const char *const *values, int expand_dbname);
extern void PQfinish(PGconn *conn);
extern PQconninfoOption *PQconndefaults(void);
extern PQconninfoOption *PQconninfoParse(const char *conninfo, char **errmsg);
extern void PQconninfoFree(PQconninfoOption *connOptions);
extern ConnStatusType PQstatus(const PGconn *conn);
extern PGTransactionStatusType PQtransactionStatus(const PGconn *conn);
extern int PQserverVersion(const PGconn *conn);
extern char *PQerrorMessage(const PGconn *conn);
extern int PQconnectionNeedsPassword(const PGconn *conn);
extern PQnoticeProcessor PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg);
extern int PQlibVersion(void);

// Cancelling a running statement from another thread.
extern PGcancel *PQgetCancel(PGconn *conn);
extern void PQfreeCancel(PGcancel *cancel);
extern int PQcancel(PGcancel *cancel, char *errbuf, int errbufsize);

// Running statements.
extern PGresult *PQexec(PGconn *conn, const char *query);
extern PGresult *PQexecParams(
    PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
    const char *const *paramValues, const int *paramLengths, const int *paramFormats,
    int resultFormat);
extern PGresult *PQprepare(
    PGconn *conn, const char *stmtName, const char *query, int nParams, const Oid *paramTypes);
extern PGresult *PQexecPrepared(
    PGconn *conn, const char *stmtName, int nParams, const char *const *paramValues,
    const int *paramLengths, const int *paramFormats, int resultFormat);
extern PGresult *PQdescribePrepared(PGconn *conn, const char *stmt);
extern PGresult *PQgetResult(PGconn *conn);

// COPY FROM STDIN.
extern int PQputCopyData(PGconn *conn, const char *buffer, int nbytes);
extern int PQputCopyEnd(PGconn *conn, const char *errormsg);

// Reading results.
extern ExecStatusType PQresultStatus(const PGresult *res);
extern char *PQresultErrorMessage(const PGresult *res);
extern char *PQresultErrorField(const PGresult *res, int fieldcode);
extern int PQntuples(const PGresult *res);
extern int PQnfields(const PGresult *res);
extern char *PQfname(const PGresult *res, int field_num);
extern Oid PQftype(const PGresult *res, int field_num);
extern char *PQgetvalue(const PGresult *res, int tup_num, int field_num);
extern int PQgetlength(const PGresult *res, int tup_num, int field_num);
extern int PQgetisnull(const PGresult *res, int tup_num, int field_num);
extern int PQnparams(const PGresult *res);
extern Oid PQparamtype(const PGresult *res, int param_num);
extern char *PQcmdStatus(PGresult *res);
extern char *PQcmdTuples(PGresult *res);
extern void PQclear(PGresult *res);
extern void PQfreemem(void *ptr);

// The type of a pointer to each function above (`PQexec_function`), for the table dlsym fills.
#define GRIDDLE_PQ_FUNCTION(name) typedef __typeof__(&name) name##_function
GRIDDLE_PQ_FUNCTION(PQconnectdbParams);
GRIDDLE_PQ_FUNCTION(PQfinish);
GRIDDLE_PQ_FUNCTION(PQconndefaults);
GRIDDLE_PQ_FUNCTION(PQconninfoParse);
GRIDDLE_PQ_FUNCTION(PQconninfoFree);
GRIDDLE_PQ_FUNCTION(PQstatus);
GRIDDLE_PQ_FUNCTION(PQtransactionStatus);
GRIDDLE_PQ_FUNCTION(PQserverVersion);
GRIDDLE_PQ_FUNCTION(PQerrorMessage);
GRIDDLE_PQ_FUNCTION(PQconnectionNeedsPassword);
GRIDDLE_PQ_FUNCTION(PQsetNoticeProcessor);
GRIDDLE_PQ_FUNCTION(PQlibVersion);
GRIDDLE_PQ_FUNCTION(PQgetCancel);
GRIDDLE_PQ_FUNCTION(PQfreeCancel);
GRIDDLE_PQ_FUNCTION(PQcancel);
GRIDDLE_PQ_FUNCTION(PQexec);
GRIDDLE_PQ_FUNCTION(PQexecParams);
GRIDDLE_PQ_FUNCTION(PQprepare);
GRIDDLE_PQ_FUNCTION(PQexecPrepared);
GRIDDLE_PQ_FUNCTION(PQdescribePrepared);
GRIDDLE_PQ_FUNCTION(PQgetResult);
GRIDDLE_PQ_FUNCTION(PQputCopyData);
GRIDDLE_PQ_FUNCTION(PQputCopyEnd);
GRIDDLE_PQ_FUNCTION(PQresultStatus);
GRIDDLE_PQ_FUNCTION(PQresultErrorMessage);
GRIDDLE_PQ_FUNCTION(PQresultErrorField);
GRIDDLE_PQ_FUNCTION(PQntuples);
GRIDDLE_PQ_FUNCTION(PQnfields);
GRIDDLE_PQ_FUNCTION(PQfname);
GRIDDLE_PQ_FUNCTION(PQftype);
GRIDDLE_PQ_FUNCTION(PQgetvalue);
GRIDDLE_PQ_FUNCTION(PQgetlength);
GRIDDLE_PQ_FUNCTION(PQgetisnull);
GRIDDLE_PQ_FUNCTION(PQnparams);
GRIDDLE_PQ_FUNCTION(PQparamtype);
GRIDDLE_PQ_FUNCTION(PQcmdStatus);
GRIDDLE_PQ_FUNCTION(PQcmdTuples);
GRIDDLE_PQ_FUNCTION(PQclear);
GRIDDLE_PQ_FUNCTION(PQfreemem);
#undef GRIDDLE_PQ_FUNCTION

#endif  // GRIDDLE_CLIBPQ_H
