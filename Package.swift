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
        // The cell ↔ rxlearn protocol (descriptors, environment variables, event records): the
        // names both sides use. No dependencies; cells link it.
        .target(name: "CellProtocol"),
        // The live classroom's wire protocol: events, polls, pushes, the dashboard's and the
        // export's shapes, routes and limits. No dependencies: the server (Classroom/, its own
        // package, so that a learner's build never compiles it) links it by a path dependency.
        .target(name: "ClassProtocol"),
        // A learner's link to a class: the queue of events, joining, sending with URLSession.
        // Foundation only.
        .target(name: "ClassLink", dependencies: ["ClassProtocol", "LessonKit"]),
        // What a lesson cell links besides the core: virtual time for MainScheduler, timed output.
        .target(name: "RxCellRuntime", dependencies: ["RxCore", "RxCoreTest", "CellProtocol"], swiftSettings: swift5),
        // Compiles learners' cells with swiftc against the core and runs them as child processes.
        // Foundation and the protocol only: no package dependencies.
        .target(name: "CellRunner", dependencies: ["CellProtocol"]),
        // Lesson cells end to end: the cell template, the event channel, verdicts.
        .target(name: "LessonRunner", dependencies: ["CellProtocol", "CellRunner", "LessonKit", "Localization", "Marbles"]),
        // The marble playground: its catalog of operator examples and the player that runs them.
        .target(name: "Playground", dependencies: ["CellProtocol", "CellRunner", "LessonKit", "LessonRunner", "Localization", "Marbles"]),
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
                "Playground",
                // Not used by the command's code: listed so that `swift build` builds the modules
                // that lesson cells link against.
                "RxCellRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "rxlearn", dependencies: ["RxLearnCLI"]),
        // ncursesw as a Swift module; see the shim header for why a shim is needed.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        // The interactive notebook: a pure renderer and state machine, and a thin ncurses layer.
        .target(name: "Notebook", dependencies: ["CNcursesw", "CellRunner", "LessonKit", "LessonRunner", "Localization", "Marbles", "Playground"]),
        // Opens the notebook on its own, for the end-to-end tests and the speed benchmark; it also
        // lists the modules cells link against, so that they are built next to it.
        .executableTarget(name: "NotebookHost", dependencies: ["Notebook", "LessonKit", "Localization", "RxCellRuntime"]),
        // Lesson files, verdicts, marble diagrams and the learner's progress: pure data and text,
        // no reactive core, so they build fast and test in isolation (Swift 6 mode).
        .target(name: "Marbles"),
        // The language rxlearn speaks and the interface's string catalog: no dependencies, so
        // every module that shows text can use it.
        .target(name: "Localization"),
        .target(name: "LessonKit", dependencies: ["Marbles", "Localization"]),
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
        .testTarget(name: "RxLearnCLITests", dependencies: ["RxLearnCLI", "CellRunner", "ClassLink", "ClassProtocol", "LessonKit"], exclude: ["Fixtures"]),
        // Lesson cells end to end. The test binary's folder must hold the modules a cell links
        // against, hence the dependencies on the core and the cell runtime.
        .testTarget(name: "LessonRunnerTests", dependencies: ["LessonRunner", "LessonKit", "CellRunner", "CellProtocol", "RxCore", "RxCoreTest", "RxCellRuntime"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
        // The player compiles against the cell runtime built next to the test binary.
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "CellRunner", "LessonKit", "LessonRunner", "Marbles", "RxCellRuntime"]),
        .testTarget(
            name: "NotebookTests",
            // NotebookHost: the end-to-end tests drive the built binary under tmux.
            dependencies: ["Notebook", "LessonKit", "Localization", "Marbles", "NotebookHost"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "LessonKitTests",
            dependencies: ["LessonKit", "Localization", "Marbles"],
            // Tests read fixtures (and Lessons/FORMAT.md) through #filePath, not as bundle resources.
            exclude: ["Fixtures"]
        ),
        // The fixtures compile cells against the core built next to the test binary, so the
        // tests depend on RxCore and RxCoreTest to make sure `swift build --build-tests` builds them.
        .testTarget(name: "CellRunnerTests", dependencies: ["CellRunner", "RxCore", "RxCoreTest"]),
    ]
)
