@testable import CellRunner
import Foundation
import Testing

/// Compiling cells: diagnostics in the learner's terms, and the cache.
@Suite(.serialized) struct CellCompileTests {
    @Test func anErrorOnCellLine3IsReportedOnLine3() throws {
        let failure = try TestEnvironment.compileFailure(Fixtures.typeErrorOnLine3)
        let error = try #require(failure.diagnostics.first { $0.severity == .error })
        #expect(error.file == "cell.swift")
        #expect(error.line == 3)
        #expect(error.column == 19)
        #expect(error.message.contains("cannot convert value of type 'String'"))
        #expect(failure.diagnostics.allSatisfy { $0.file == "cell.swift" })
    }

    @Test func linesAreCountedFromTheEndOfTheHeader() throws {
        let code = "let given = 1\nlet other = 2\nlet wrong: String = given"
        let failure = try TestEnvironment.compileFailure(code, headerLineCount: 2)
        let error = try #require(failure.diagnostics.first { $0.severity == .error })
        #expect(error.file == "cell.swift" && error.line == 1)
    }

    @Test func aLinkErrorGivesOneGeneralMessage() throws {
        let failure = try TestEnvironment.compileFailure(Fixtures.linkError)
        #expect(failure.diagnostics.count == 1)
        #expect(failure.diagnostics[0].file == "cell.swift" && failure.diagnostics[0].line == nil)
        #expect(failure.diagnostics[0].message.contains("could not be linked"))
        #expect(failure.diagnostics[0].message.contains("rxlearn_fixture_symbol_that_does_not_exist"),
                "the learner sees which symbol is missing, not only that the link failed")
    }

    @Test func noMachinePathReachesTheLearner() throws {
        // An unclosed brace: the compiler reports it at the end of main.swift, in our scratch folder.
        let failure = try TestEnvironment.compileFailure("let values = [1, 2, 3]\nfor value in values {\n    print(value)")
        #expect(!failure.diagnostics.isEmpty)
        let texts = failure.diagnostics.map(\.description) + failure.allDiagnostics.map(\.description)
        let machinePaths = [NSHomeDirectory(), TestEnvironment.packageRoot.path, NSTemporaryDirectory(), "/work/", "/.cache/"]
        for text in texts {
            for path in machinePaths where path.count > 1 {
                #expect(!text.contains(path), "\(text) leaks \(path)")
            }
        }
    }

    @Test func aSecondCompileOfTheSameCellSkipsTheCompiler() throws {
        let compiler = try TestEnvironment.ownCompiler()
        let source = CellSource(code: TestEnvironment.uniqueMarker() + "\n" + Fixtures.rxMap)
        let before = compiler.compilerInvocationCount
        guard case .success(let first) = try compiler.compile(source) else {
            Issue.record("the fixture did not compile")
            return
        }
        #expect(!first.wasCached)
        #expect(compiler.compilerInvocationCount == before + 1)

        guard case .success(let second) = try compiler.compile(source) else {
            Issue.record("the cached compile failed")
            return
        }
        #expect(second.wasCached)
        #expect(second.executable == first.executable)
        #expect(compiler.compilerInvocationCount == before + 1)
        // How fast a cached compile is (the target is 50 ms for a whole cached run) is measured by
        // Benchmarks/cell-speed.sh, not asserted here.
    }

    @Test func aFailedCompileIsCachedToo() throws {
        let compiler = try TestEnvironment.ownCompiler()
        let source = CellSource(code: TestEnvironment.uniqueMarker() + "\nlet x: Int = \"no\"")
        guard case .failure(let first) = try compiler.compile(source) else {
            Issue.record("expected a compile error")
            return
        }
        let before = compiler.compilerInvocationCount
        guard case .failure(let second) = try compiler.compile(source) else {
            Issue.record("expected a compile error")
            return
        }
        #expect(!first.wasCached && second.wasCached)
        #expect(second.diagnostics == first.diagnostics)
        #expect(compiler.compilerInvocationCount == before)
    }

    @Test func aLinkFailureIsNotCachedBecauseItMayBeTheEnvironments() throws {
        let compiler = try TestEnvironment.ownCompiler()
        let source = CellSource(code: TestEnvironment.uniqueMarker() + "\n" + Fixtures.linkError)
        let before = compiler.compilerInvocationCount
        for _ in 0 ..< 2 {
            guard case .failure(let failure) = try compiler.compile(source) else {
                Issue.record("expected a link error")
                return
            }
            #expect(!failure.wasCached)
        }
        #expect(compiler.compilerInvocationCount == before + 2)
    }

    @Test func twoCompilersRacingOnOneCellBothSucceed() async throws {
        let compiler = try TestEnvironment.compiler.get()
        let source = CellSource(code: TestEnvironment.uniqueMarker() + "\nprint(\"raced\")")
        // Two compilers sharing a cache stand in for two rxlearn processes.
        let rival = CellCompiler(toolchain: compiler.toolchain, core: compiler.core, cache: compiler.cache)
        async let first = Task.detached { try compiler.compile(source) }.value
        async let second = Task.detached { try rival.compile(source) }.value
        for outcome in try await [first, second] {
            guard case .success(let cell) = outcome else {
                Issue.record("a racing compile failed")
                continue
            }
            let run = try CellExecutor(compiler: compiler).run(executable: cell.executable)
            #expect(run.stdout == "raced\n")
        }
    }
}

@Suite struct CellCacheTests {
    @Test func staleScratchFoldersAreRemovedAndFreshOnesKept() throws {
        let cache = CellCache(root: FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cache-test-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let stale = try cache.makeWorkFolder(prefix: "cell")
        let fresh = try cache.makeWorkFolder(prefix: "cell")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: stale.path)
        cache.removeStaleWorkFolders()
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func atomicWritesReplaceWholeFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cache-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("record.json")
        try CellCache.writeAtomically(Data("first".utf8), to: file)
        try CellCache.writeAtomically(Data("second".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["record.json"], "no temporary files left")
    }

    @Test func theCacheFollowsXDG() {
        #expect(CellCache.userDefault(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/l"]).root.path == "/x/cache/rxlearn")
        #expect(CellCache.userDefault(environment: ["HOME": "/home/l"]).root.path == "/home/l/.cache/rxlearn")
    }
}
