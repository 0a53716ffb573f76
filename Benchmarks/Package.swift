// swift-tools-version: 6.0
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the checkout is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so that the main build and CI stay light.
// Run: swift run -c release --package-path Benchmarks rx-benchmarks
let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "rx-benchmarks",
            dependencies: [
                .product(name: "RxCore", package: rootPackage),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/RxBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
