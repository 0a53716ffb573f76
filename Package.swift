// swift-tools-version: 6.0
import PackageDescription

// The reactive core, its test kit and the cells that learners write are compiled in
// Swift 5 language mode: RxSwift's closure-based API and top-level playground code
// fight strict concurrency checking. The tool itself is Swift 6.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "rxlearn",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "rxlearn", targets: ["rxlearn"]),
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxCoreTest", targets: ["RxCoreTest"]),
        .library(name: "LessonKit", targets: ["LessonKit"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        // The live classroom's wire shapes, for the class server's own package (Classroom/), and
        // the learner's link, which its tests drive against the real server.
        .library(name: "ClassProtocol", targets: ["ClassProtocol"]),
        .library(name: "ClassLink", targets: ["ClassLink"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Property-based tests of the core: PropertyBased generates the inputs, XCTest runs them
        // (RxCoreTests only; the core's tests are XCTest because its counters and hooks are global).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "RxCore",
            // The generator of the fixed-arity combineLatest/zip files and its notes are not sources.
            exclude: ["Operators/Generated/generate.py", "Operators/Generated/README.md"],
            swiftSettings: swift5
        ),
        .target(name: "RxCoreTest", dependencies: ["RxCore"], swiftSettings: swift5),
        // The cell ↔ rxlearn protocol: descriptors, environment variables, and the event records
        // as one Codable enum that the cell encodes and rxlearn decodes. No dependencies; cells
        // link it.
        .target(name: "CellProtocol"),
        // The live classroom's wire protocol: events, polls, pushes, the dashboard's and the
        // export's shapes, routes and limits. No dependencies: the server (Classroom/, its own
        // package, so that a learner's build never compiles it) links it by a path dependency.
        .target(name: "ClassProtocol"),
        // A learner's link to a class: the queue of events, joining, sending with URLSession.
        // Foundation only.
        .target(name: "ClassLink", dependencies: ["ClassProtocol", "LessonKit", "Localization", "SystemSupport"]),
        // What a lesson cell links besides the core and its test kit: virtual time for
        // MainScheduler, timed output, recorded and watched lanes on the event channel, the
        // lifeline, the exercise harness and the playground's examples.
        .target(name: "RxCellRuntime", dependencies: ["RxCore", "RxCoreTest", "CellProtocol"], swiftSettings: swift5),
        // The tool's platform layer: the C library, the lock, the running executable, signals,
        // time units, the FNV-1a hash — each with its macOS path. No dependencies. The cell side
        // (the core, its test kit, the cell runtime and the protocol) does not use it, so cells
        // link nothing more.
        .target(name: "SystemSupport"),
        // Compiles learners' cells with swiftc against the core and runs them as child processes.
        // Foundation, the protocol, the platform layer and the interface's words (for why a cell
        // crashed) only: no package dependencies.
        .target(name: "CellRunner", dependencies: ["CellProtocol", "Localization", "SystemSupport"]),
        // Starts every cell: caps its address space and, on Linux, shuts it in namespaces of its
        // own (CellRunner's `CellLauncher` finds it next to the core build). The C library only.
        .executableTarget(name: "rxlearn-cell-launcher", dependencies: ["CellProtocol"], path: "Sources/CellLauncher"),
        // Lesson cells end to end: the cell template, reading the event channel, verdicts, batches;
        // exercises (the harness call, generated inputs, the checker).
        .target(name: "LessonRunner", dependencies: ["CellProtocol", "CellRunner", "LessonKit", "Localization", "Marbles", "SystemSupport"]),
        // The marble playground: its catalog of operator examples and the player that runs them.
        .target(name: "Playground", dependencies: ["CellProtocol", "CellRunner", "LessonKit", "LessonRunner", "Localization", "Marbles", "SystemSupport"]),
        // Benchmarks/playground-speed.sh: change → redraw, in the same debug build as rxlearn.
        .executableTarget(name: "PlaygroundSpeed", dependencies: ["Playground", "RxCellRuntime"], path: "Benchmarks/playground-speed"),
        .target(
            name: "RxLearnCLI",
            dependencies: [
                "CellRunner",
                "ClassLink",
                "ClassProtocol",
                "LessonKit",
                "LessonRunner",
                "Localization",
                "Marbles",
                "Notebook",
                "NotebookCore",
                "Playground",
                "SystemSupport",
                // Not used by the command's code: listed so that `swift build` builds the modules
                // that lesson cells link against.
                "RxCellRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "rxlearn", dependencies: ["RxLearnCLI"]),
        // ncursesw as a Swift module; see the shim header for why a shim is needed. A C target
        // rather than a system library, so that the library is named per platform — ncursesw
        // on Linux (apt: libncursesw5-dev), the system's ncurses on macOS, which has the wide
        // functions — without pkg-config, whose flags SwiftPM warned about on every build.
        .target(
            name: "CNcursesw",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The notebook's pure core: its state, the features' reducers and the screen drawn from
        // them into a ScreenBuffer. No terminal, no threads: its tests need neither.
        .target(name: "NotebookCore", dependencies: ["ClassProtocol", "LessonKit", "LessonRunner", "Localization", "Marbles", "Playground", "SystemSupport"]),
        // The notebook as a terminal app: the session loop, the services that run cells, checks
        // and plays on threads of their own, signals, and the thin ncurses layer.
        .target(name: "Notebook", dependencies: ["NotebookCore", "ClassLink", "ClassProtocol", "CNcursesw", "CellRunner", "LessonKit", "LessonRunner", "Localization", "Marbles", "Playground", "SystemSupport"]),
        // Opens the notebook on its own, for the end-to-end tests and the speed benchmark; it also
        // lists the modules cells link against, so that they are built next to it.
        .executableTarget(name: "NotebookHost", dependencies: ["Notebook", "NotebookCore", "LessonKit", "Localization", "RxCellRuntime"]),
        // Marble strings and timed events, time axes, lanes drawn as text and SVG, display widths:
        // pure data and text, no dependencies.
        .target(name: "Marbles"),
        // The language rxlearn speaks and the interface's string catalog: no dependency but the
        // platform layer, so every module that shows text can use it.
        .target(name: "Localization", dependencies: ["SystemSupport"]),
        // Lesson files to the lesson model, diagnostics, verdicts, translations, the learning path;
        // the learner's progress and workspace files (read and written under file locks, replaced
        // atomically). No reactive core, so it builds fast and tests in isolation.
        .target(name: "LessonKit", dependencies: ["Marbles", "Localization", "SystemSupport"]),
        .testTarget(
            name: "RxCoreTests",
            dependencies: [
                "RxCore",
                "RxCoreTest",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swift5
        ),
        .testTarget(name: "RxConformanceTests", dependencies: ["RxCore", "RxCoreTest"], swiftSettings: swift5),
        // Runs the built `rxlearn` as a child process, on fixture lesson folders.
        // NotebookCore and LessonRunner: SharedResultLanesTests draws one report as the notebook and the CLI do;
        // Notebook: NotebookLaunchTests words the notebook's outcomes.
        .testTarget(name: "RxLearnCLITests", dependencies: ["RxLearnCLI", "CellRunner", "LessonKit", "LessonRunner", "Marbles", "Notebook", "NotebookCore", "SystemSupport", "ClassLink", "ClassProtocol"],
                    exclude: ["Fixtures"]),
        // Lesson cells end to end. The test binary's folder must hold the modules a cell links
        // against, hence the dependencies on the core and the cell runtime.
        .testTarget(name: "LessonRunnerTests", dependencies: ["LessonRunner", "LessonKit", "Localization", "CellRunner", "CellProtocol", "RxCore", "RxCoreTest", "RxCellRuntime", "SystemSupport"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
        // The player compiles against the cell runtime built next to the test binary.
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "CellRunner", "LessonKit", "LessonRunner", "Marbles", "RxCellRuntime", "SystemSupport"]),
        .testTarget(
            name: "NotebookTests",
            // NotebookHost: the end-to-end tests drive the built binary under tmux.
            dependencies: ["NotebookCore", "Notebook", "LessonKit", "LessonRunner", "Localization", "Marbles", "NotebookHost", "ClassProtocol"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "LessonKitTests",
            dependencies: ["LessonKit", "Localization", "Marbles", "SystemSupport"],
            // Tests read fixtures (and Lessons/FORMAT.md) through #filePath, not as bundle resources.
            exclude: ["Fixtures"]
        ),
        // The fixtures compile cells against the core built next to the test binary, so the
        // tests depend on RxCore and RxCoreTest to make sure `swift build --build-tests` builds them.
        .testTarget(name: "CellRunnerTests", dependencies: ["CellRunner", "RxCore", "RxCoreTest", "SystemSupport"]),
        .testTarget(name: "SystemSupportTests", dependencies: ["SystemSupport"]),
    ]
)
