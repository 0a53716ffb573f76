// swift-tools-version: 6.2
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the checkout is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// The live classroom's server, in a package of its own so that a learner's `swift run rxlearn`
// never builds Hummingbird and SwiftNIO: only `rxlearn class host` builds this, once.
// Build: swift build --package-path Classroom -c release --product rxlearn-class-server
let package = Package(
    name: "Classroom",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "rxlearn-class-server", targets: ["rxlearn-class-server"]),
        .executable(name: "class-load", targets: ["class-load"]),
    ],
    dependencies: [
        .package(path: ".."),
        // Hummingbird 2 without its default traits: no swift-configuration, no full-Foundation extras.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Already in Hummingbird's graph; named because the server imports them itself.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The class: its event log, its state, its routes, the dashboard page.
        .target(
            name: "ClassServer",
            dependencies: [
                .product(name: "ClassProtocol", package: rootPackage),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(name: "rxlearn-class-server", dependencies: ["ClassServer"]),
        // The load benchmark: simulated learners on loopback (prints figures; not a test).
        .executableTarget(
            name: "class-load",
            dependencies: [.product(name: "ClassProtocol", package: rootPackage)],
            path: "Benchmarks/class-load"
        ),
        .testTarget(name: "ClassServerTests", dependencies: [
            "ClassServer", .product(name: "ClassProtocol", package: rootPackage), .product(name: "ClassLink", package: rootPackage),
        ]),
    ]
)
