@testable import CellRunner
import Foundation
import Testing

/// The cache mends itself: a compiled cell whose program is gone is compiled again, a cache
/// copied to another path is emptied and rebuilt, and a cache that cannot be written is one
/// sentence. Every cache here is a temporary folder of the test's own.
@Suite(.serialized) struct CellCacheHealingTests {
    @Test func aCellWhoseProgramIsGoneIsCompiledAgain() throws {
        let compiler = try TestEnvironment.compiler.get()
        let source = CellSource(code: TestEnvironment.uniqueMarker() + "\nprint(\"healed\")")
        guard case .success(let first) = try compiler.compile(source) else {
            Issue.record("the fixture did not compile")
            return
        }
        try FileManager.default.removeItem(at: first.executable)
        #expect(compiler.cache.health.cellsWithoutProgram >= 1)
        guard case .success(let second) = try compiler.compile(source) else {
            Issue.record("the second compile failed")
            return
        }
        #expect(!second.wasCached)
        let run = try CellExecutor(compiler: compiler).run(executable: second.executable)
        #expect(run.stdout == "healed\n")
    }

    /// With its own module cache inside, as a learner's cache has: Clang's modules name the
    /// folder they were built in, so a copy at another path failed every compile ("the compiler
    /// gave no reason") until it was emptied.
    @Test func aCacheCopiedToAnotherPathIsEmptiedAndRebuilt() throws {
        let shared = try TestEnvironment.compiler.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-moved-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = CellCache(root: folder.appendingPathComponent("original"))
        let first = CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: original)
        guard case .success = try first.compile(CellSource(code: "print(1) " + TestEnvironment.uniqueMarker())) else {
            Issue.record("the fixture did not compile")
            return
        }
        let copy = CellCache(root: folder.appendingPathComponent("copy"))
        try FileManager.default.copyItem(at: original.root, to: copy.root)
        #expect(copy.health.movedFrom == original.root.resolvingSymlinksInPath().path)

        let second = CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: copy)
        guard case .success(let compiled) = try second.compile(CellSource(code: "print(\"in the copy\") " + TestEnvironment.uniqueMarker())) else {
            Issue.record("a compile in the copied cache failed")
            return
        }
        #expect(try CellExecutor(compiler: second).run(executable: compiled.executable).stdout == "in the copy\n")
        #expect(copy.health.movedFrom == nil)
    }

    @Test func aCacheThatIsAFileIsOneSentenceWithWhatToDo() throws {
        let shared = try TestEnvironment.compiler.get()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cache-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let compiler = CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: CellCache(root: file.appendingPathComponent("rxlearn")))
        do {
            _ = try compiler.compile(CellSource(code: "print(1)"))
            Issue.record("a cache under a file compiled")
        } catch let error as CellRunnerError {
            guard case .cacheNotWritable = error else {
                Issue.record("\(error)")
                return
            }
            #expect(!error.description.contains("NSCocoaErrorDomain"))
            #expect(error.description.contains("XDG_CACHE_HOME"))
        }
    }

    @Test func fileErrorsAreWordedWithoutFoundationsText() {
        #expect(CacheProblem.reason(of: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "the disk is full")
        #expect(CacheProblem.reason(of: CocoaError(.fileWriteOutOfSpace)) == "the disk is full")
        #expect(CacheProblem.reason(of: CocoaError(.fileWriteVolumeReadOnly)) == "it is on a read-only disk")
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: 642, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
        #expect(CacheProblem.reason(of: wrapped) == "it is on a read-only disk")
        let sentence = CellRunnerError.cacheNotWritable(path: "/cache", reason: "the disk is full").description
        #expect(sentence == "rxlearn cannot write its cache at /cache (the disk is full): free some space or make it writable, "
            + "or point XDG_CACHE_HOME at a folder that is.")
    }
}
