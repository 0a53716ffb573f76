@testable import CellRunner
import Foundation
import Testing

/// What the cache remembers of the compiler — the driver's plan, Clang's module cache — is shared
/// by every rxlearn that uses the cache: another build, another checkout, the same cache reached
/// through a symbolic link. Remembered by one and stale for another, it failed every compile with
/// "the compiler gave no reason"; now it is relearned. Every cache here is the test's own
/// temporary folder, with its own module cache (as a learner's cache has).
@Suite(.serialized) struct CellCacheRelearningTests {
    /// `.build/debug` is a link to `.build/<triple>/debug`: a cache under it was reached both ways.
    /// Clang's modules name the module cache path they were built with, so the second spelling
    /// failed every compile until the cache was emptied by hand.
    @Test func aCacheReachedThroughALinkAndThroughItsFolderCompilesBothWays() throws {
        let shared = try TestEnvironment.compiler.get()
        let folder = try Self.temporaryFolder("link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real")
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)

        for root in [real, link, real] {
            let compiler = CellCompiler(toolchain: shared.toolchain, core: shared.core,
                                        cache: CellCache(root: root.appendingPathComponent("rxlearn")))
            let outcome = try compiler.compile(CellSource(code: "print(\"reached\") " + TestEnvironment.uniqueMarker()))
            guard case .success(let compiled) = outcome else {
                Issue.record("a compile through \(root.lastPathComponent) failed: \(outcome)")
                return
            }
            #expect(compiler.compilerInvocationCount == 1, "the compiler was given the same paths both ways; nothing to relearn")
            #expect(try CellExecutor(compiler: compiler).run(executable: compiled.executable).stdout == "reached\n")
        }
    }

    /// A module cache built at another path (what a cache left by another build or checkout holds
    /// when its `location` still matches): the compile that meets it relearns it.
    @Test func aModuleCacheBuiltElsewhereIsRelearned() throws {
        let shared = try TestEnvironment.compiler.get()
        let folder = try Self.temporaryFolder("modules")
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = CellCache(root: folder.appendingPathComponent("elsewhere"))
        guard try Self.fill(elsewhere, shared: shared) else { return }
        let cache = CellCache(root: folder.appendingPathComponent("here"))
        try FileManager.default.createDirectory(at: cache.root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: elsewhere.moduleCacheDirectory, to: cache.moduleCacheDirectory)

        try Self.expectCompilesAndRuns(in: cache, shared: shared)
    }

    /// A remembered plan that no longer builds (learned by another build of rxlearn, for a
    /// compiler that has changed since): its jobs fail without a word, so it is learned again.
    @Test func aRememberedPlanThatFailsSilentlyIsRelearned() throws {
        let shared = try TestEnvironment.compiler.get()
        let folder = try Self.temporaryFolder("plan")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = CellCache(root: folder.appendingPathComponent("rxlearn"))
        guard try Self.fill(cache, shared: shared) else { return }
        let plans = try FileManager.default.contentsOfDirectory(at: cache.plansDirectory, includingPropertiesForKeys: nil)
        guard plans.count == 1, let planFile = plans.first else {
            Issue.record("expected one remembered plan, found \(plans.count)")
            return
        }
        let silent = CompilerPlan.Job(executable: "/bin/false", arguments: ["-frontend", "\(CompilerPlan.placeholderFolder)/main.swift"])
        let stale = CompilerPlan(jobs: [silent], driverScratchFolder: "/rxlearn-stale-scratch")
        try JSONEncoder().encode(stale).write(to: planFile)

        try Self.expectCompilesAndRuns(in: cache, shared: shared)
        let relearned = try JSONDecoder().decode(CompilerPlan.self, from: Data(contentsOf: planFile))
        #expect(relearned != stale)
    }

    /// Compiles a first cell in `cache`, which learns what the cache remembers; false (the issue
    /// recorded) when it does not compile.
    private static func fill(_ cache: CellCache, shared: CellCompiler) throws -> Bool {
        let first = CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: cache)
        guard case .success = try first.compile(CellSource(code: "print(1) " + TestEnvironment.uniqueMarker())) else {
            Issue.record("the fixture did not compile")
            return false
        }
        return true
    }

    /// A new compiler (nothing learned in memory) compiles and runs a new cell in `cache` after
    /// one failed try and one relearned one.
    private static func expectCompilesAndRuns(in cache: CellCache, shared: CellCompiler) throws {
        let compiler = CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: cache)
        let outcome = try compiler.compile(CellSource(code: "print(\"relearned\") " + TestEnvironment.uniqueMarker()))
        guard case .success(let compiled) = outcome else {
            Issue.record("the stale cache was not relearned: \(outcome)")
            return
        }
        #expect(compiler.compilerInvocationCount == 2)
        #expect(try CellExecutor(compiler: compiler).run(executable: compiled.executable).stdout == "relearned\n")
    }

    private static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-relearn-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
