@testable import CellRunner
import Foundation
import Testing

/// Finding the compiler and the core build.
@Suite struct DiscoveryTests {
    @Test func findsSwiftcWithoutAnySetting() throws {
        let toolchain = try SwiftToolchain.locate(environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(toolchain.swiftc.lastPathComponent == "swiftc")
        #expect(SwiftToolchain.isExecutable(toolchain.swiftc.path))
    }

    @Test func aWrongRXLEARN_SWIFTCIsReportedWithWhatToDo() {
        let error = #expect(throws: CellRunnerError.self) {
            try SwiftToolchain.locate(environment: ["RXLEARN_SWIFTC": "/nonexistent/swiftc"])
        }
        #expect(error?.description.contains("RXLEARN_SWIFTC=/nonexistent/swiftc") == true)
        #expect(error?.description.contains("swift.org/install") == true || error?.description.contains("xcode-select") == true)
    }

    @Test func readsTheCoreBuildLayout() throws {
        let core = try TestEnvironment.compiler.get().core
        #expect(FileManager.default.fileExists(atPath: core.modulesDirectory.appendingPathComponent("RxCore.swiftmodule").path))
        #expect(core.objectFiles.contains { $0.path.contains("/RxCore.build/") })
        #expect(core.objectFiles.contains { $0.path.contains("/RxCoreTest.build/") })
        #expect(!core.objectFiles.contains { $0.lastPathComponent.hasSuffix(".swiftmodule.o") })
        #expect(try CoreBuild(directory: core.directory).buildID == core.buildID, "the id is stable while nothing is rebuilt")
    }

    @Test func theBuildFolderOverrideMustPointAtABuild() throws {
        let core = try TestEnvironment.compiler.get().core
        let found = try CoreBuild.locate(environment: ["RXLEARN_CORE_BUILD_DIR": core.directory.path])
        #expect(found.buildID == core.buildID)
        #expect(throws: CellRunnerError.self) {
            try CoreBuild.locate(environment: ["RXLEARN_CORE_BUILD_DIR": "/nonexistent/debug"])
        }
    }

    @Test func aMissingModuleIsNamed() throws {
        let core = try TestEnvironment.compiler.get().core
        #expect(throws: CellRunnerError.coreModuleMissing(module: "NoSuchModule", buildDirectory: core.directory.path)) {
            try CoreBuild(directory: core.directory, moduleNames: ["RxCore", "NoSuchModule"])
        }
    }

    @Test func objectsWithAnEntryPointStayOutOfTheLibrary() throws {
        // The rxlearn executable target's main.swift.o defines `rxlearn_main` (SwiftPM's renamed
        // entry point); its other objects, if any, stay.
        let compiler = try TestEnvironment.compiler.get()
        let executableObjects = try FileManager.default
            .contentsOfDirectory(atPath: compiler.core.directory.appendingPathComponent("rxlearn.build").path)
            .filter { $0.hasSuffix(".swift.o") }
            .map { compiler.core.directory.appendingPathComponent("rxlearn.build/\($0)") }
        let main = try #require(executableObjects.first { $0.lastPathComponent == "main.swift.o" })
        let library = compiler.core.objectFiles.prefix(3)
        let kept = try EntryPointFilter.objectsWithoutEntryPoint(Array(library) + [main], moduleNames: ["rxlearn"],
                                                                 toolchain: compiler.toolchain)
        #expect(kept == Array(library))
    }
}
