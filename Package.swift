// swift-tools-version: 6.0
import PackageDescription

// Layers, lowest first (see DESIGN.md): SalesDomain (the domain and the store protocol, no
// database) → Sales (the stores over CSQLite/SQLiteStorage and PostgresStorage, and the import
// pipeline); SalesDomain → SalesAnalytics → Reports; GriddleCommandLine → griddle on top. PlotKit (the chart grammar) depends on Foundation only.
let package = Package(
  name: "Griddle",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "griddle", targets: ["griddle"]),
    .library(name: "PlotKit", targets: ["PlotKit"]),
  ],
  targets: [
    // The system's SQLite (libsqlite3-dev): linked into release executables from its static
    // archive, since the shared library is bound at load (1,600 symbol lookups, a fifth of a
    // `griddle --help`) and every call goes through its procedure linkage table.
    .systemLibrary(name: "CSQLite"),
    .target(
      name: "SQLiteStorage", dependencies: ["CSQLite"],
      linkerSettings: [
        .linkedLibrary("sqlite3", .when(configuration: .debug)),
        .unsafeFlags(["-Xlinker", "-l:libsqlite3.a"], .when(configuration: .release)),
      ]),
    // libpq's declarations only: PostgresStorage loads the library at run time (dlopen), so
    // nothing links it and building needs no libpq-dev (see Sources/CLibPQ/libpq.h).
    .systemLibrary(name: "CLibPQ"),
    .target(name: "PostgresStorage", dependencies: ["CLibPQ"]),
    .executableTarget(name: "MigrationEmbedder"),
    .plugin(
      name: "EmbedMigrations",
      capability: .buildTool(),
      dependencies: ["MigrationEmbedder"]
    ),
    // SHA-256 of imported files (the import ledger): portable C, or the x86-64 SHA extensions.
    .target(name: "CSHA256"),
    // The domain and the store protocol: links no database.
    .target(name: "SalesDomain"),
    .target(
      name: "Sales",
      dependencies: ["SalesDomain", "SQLiteStorage", "PostgresStorage", "CSHA256"],
      plugins: ["EmbedMigrations"]
    ),
    .target(name: "SalesAnalytics", dependencies: ["SalesDomain"]),
    .target(name: "PlotKit"),
    .target(name: "PlotKitGallery", dependencies: ["PlotKit"]),
    .target(name: "Reports", dependencies: ["SalesDomain", "SalesAnalytics", "PlotKit"]),
    .target(name: "OrderGenerator", dependencies: ["SalesDomain", "Sales"]),
    .target(
      name: "GriddleCommandLine",
      dependencies: ["SalesDomain", "Sales", "SalesAnalytics", "Reports"]
    ),
    // std::ios_base::Init does nothing in a release `griddle`: nothing in it uses C++'s
    // standard streams, which ICU's calendar code built at every start (see StreamInit.swift).
    .executableTarget(
      name: "griddle", dependencies: ["GriddleCommandLine", "Reports"],
      linkerSettings: [
        .unsafeFlags(
          [
            "-Xlinker", "--wrap=_ZNSt8ios_base4InitC1Ev",
            "-Xlinker", "--wrap=_ZNSt8ios_base4InitD1Ev",
          ], .when(configuration: .release))
      ]),
    .executableTarget(
      name: "griddle-bench",
      dependencies: [
        "Sales", "SalesAnalytics", "PlotKit", "PlotKitGallery", "Reports", "OrderGenerator",
        "PostgresStorage", "PostgresTestSupport",
      ],
      path: "Benchmarks/griddle-bench"
    ),
    .executableTarget(
      name: "plotkit-gallery",
      dependencies: ["PlotKitGallery"],
      path: "Sources/plotkit-gallery"
    ),
    // A temporary directory removed when released, for every test target: Foundation only.
    .target(name: "TemporaryDirectorySupport", path: "Tests/TemporaryDirectorySupport"),
    .testTarget(
      name: "SQLiteStorageTests", dependencies: ["SQLiteStorage", "TemporaryDirectorySupport"]),
    .target(
      name: "PostgresTestSupport", dependencies: ["PostgresStorage"],
      path: "Tests/PostgresTestSupport"),
    .testTarget(
      name: "PostgresStorageTests", dependencies: ["PostgresStorage", "PostgresTestSupport"]),
    .testTarget(
      name: "SalesTests",
      dependencies: [
        "SalesDomain", "Sales", "SQLiteStorage", "OrderGenerator", "TemporaryDirectorySupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PostgresSalesTests",
      dependencies: [
        "Sales", "SalesAnalytics", "PostgresStorage", "PostgresTestSupport", "OrderGenerator",
        "TemporaryDirectorySupport",
      ]),
    .target(name: "GriddleTestSupport", dependencies: ["Sales"], path: "Tests/GriddleTestSupport"),
    // A SalesDataStore in memory, for tests of readers of a store: SalesDomain only.
    .target(
      name: "InMemorySalesStore", dependencies: ["SalesDomain"],
      path: "Tests/InMemoryStoreSupport"),
    .testTarget(
      name: "SalesAnalyticsTests",
      dependencies: [
        "SalesAnalytics", "OrderGenerator", "GriddleTestSupport", "InMemorySalesStore",
        "TemporaryDirectorySupport",
      ]),
    .testTarget(
      name: "PlotKitTests",
      dependencies: ["PlotKit", "PlotKitGallery"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ReportsTests",
      dependencies: ["Reports", "GriddleTestSupport", "TemporaryDirectorySupport"]),
    .testTarget(
      name: "GriddleCLITests",
      dependencies: [
        "GriddleCommandLine", "Reports", "OrderGenerator", "PostgresTestSupport",
        "TemporaryDirectorySupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// Release builds carry the Swift runtime and Foundation inside each executable: a dynamic
// `griddle` spent a quarter of a short query's instructions binding symbols in the loader
// (15M of 59M for `query hours`; 47M in all once static). Every Swift target is compiled for
// it too, so that the static Foundation's own libraries are linked with it. Debug builds stay
// dynamic, to link fast.
//
// Release executables are also linked at a fixed address (not position-independent): a PIE
// `griddle` had 81k relative relocations for the loader to apply at every start, writing to
// some 400 pages of its own (573 page faults for `--help` against 350), which made a start
// about twice as long as it is now. The libraries (libc, libsqlite3, libpq) keep their random
// addresses. A packager who wants a PIE removes "-no-pie" below.
//
// Nor do they export their own symbols: swiftc links executables with --export-dynamic, which
// put griddle's 7,400 public Swift symbols in its dynamic symbol table, and the runtime's
// start-up search for its backtracer (dladdr) reads that table from end to end: 250k
// instructions of a 3.4M `--help`. Crash backtraces read the full symbol table from the file.
let staticStdlib = ["-static-stdlib"]
let fixedAddress = ["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"]
for target in package.targets where target.type != .plugin && target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.unsafeFlags(staticStdlib, .when(configuration: .release))]
  target.linkerSettings =
    (target.linkerSettings ?? [])
    + [.unsafeFlags(staticStdlib + fixedAddress, .when(configuration: .release))]
}
