@testable import CellRunner
import Foundation
import Testing

/// What `CoreBuild` reads from a build folder on every start: the objects the compiler's output
/// file map lists (not stale ones left in the folder), and an id that changes with any of them.
@Suite struct CoreBuildIdentityTests {
    @Test func theObjectsAreTheOnesTheOutputFileMapListsThatExist() throws {
        let build = try FakeBuild()
        defer { build.remove() }
        let core = try CoreBuild(directory: build.directory, moduleNames: ["Fake"])
        #expect(core.objectFiles.map(\.lastPathComponent) == ["A.swift.o", "B.swift.o"],
                "listed and present, sorted; `Stale.swift.o` is not listed, `Gone.swift.o` is not there")
    }

    @Test func theIDChangesWhenAnObjectIsRebuilt() throws {
        let build = try FakeBuild()
        defer { build.remove() }
        let before = try CoreBuild(directory: build.directory, moduleNames: ["Fake"]).buildID
        #expect(try CoreBuild(directory: build.directory, moduleNames: ["Fake"]).buildID == before)
        try Data("rebuilt, longer".utf8).write(to: build.objects.appendingPathComponent("B.swift.o"))
        #expect(try CoreBuild(directory: build.directory, moduleNames: ["Fake"]).buildID != before)
    }

    /// `<folder>/Modules/Fake.swiftmodule` and `<folder>/Fake.build/` with an output file map in
    /// the compiler's own layout.
    private struct FakeBuild {
        let directory: URL
        var objects: URL { directory.appendingPathComponent("Fake.build") }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("core-build-\(UUID().uuidString)")
            let objects = directory.appendingPathComponent("Fake.build")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("Modules"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
            try Data("module".utf8).write(to: directory.appendingPathComponent("Modules/Fake.swiftmodule"))
            for name in ["A.swift.o", "B.swift.o", "Stale.swift.o"] {
                try Data(name.utf8).write(to: objects.appendingPathComponent(name))
            }
            let map = """
            {
              "": {
                "swift-dependencies": "\(objects.path)/master.swiftdeps"
              },
              "/src/B.swift": {
                "dependencies": "\(objects.path)/B.d",
                "object": "\(objects.path)/B.swift.o",
                "swiftmodule": "\(objects.path)/B~partial.swiftmodule"
              },
              "/src/A.swift": {
                "object": "\(objects.path)/A.swift.o"
              },
              "/src/Gone.swift": {
                "object": "\(objects.path)/Gone.swift.o"
              }
            }
            """
            try Data(map.utf8).write(to: objects.appendingPathComponent("output-file-map.json"))
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }
    }
}
