import CellRunner
import Foundation
@testable import RxLearnCLI
import Testing

/// A lesson pack that is not rxlearn's own course runs only once the learner trusts it: asked
/// once in a terminal and remembered, refused with a sentence without one unless `--trust`.
/// The pack, the store and the state folder are temporary folders of each test.
@Suite struct LessonPackTrustTests {
    /// A pack of one chapter, in a temporary folder, with the store beside it.
    struct Pack {
        let folder: URL
        let store: URL

        init() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-trust-\(UUID().uuidString)")
            folder = root.appendingPathComponent("pack")
            store = root.appendingPathComponent("state/trusted-lesson-packs.json")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("# 9.1 A pack {#pack}\n".utf8).write(to: folder.appendingPathComponent("9.1-pack.md"))
        }

        func remove() { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

        func trust(_ reach: CellConfinement.Level = .isolated) -> LessonPackTrust {
            LessonPackTrust(storeFile: store, reach: reach)
        }
    }

    /// Counts the questions and gives `reply`.
    final class Learner: @unchecked Sendable {
        let reply: String
        private(set) var questions = 0
        init(replying reply: String) { self.reply = reply }
        func answer() -> String? {
            questions += 1
            return reply
        }
    }

    @Test func aPackIsAskedAboutOnceAndTheYesIsRemembered() throws {
        let pack = try Pack()
        defer { pack.remove() }
        let learner = Learner(replying: "y")
        try pack.trust().require(pack.folder, trustedByFlag: false, answer: learner.answer)
        try pack.trust().require(pack.folder, trustedByFlag: false, answer: learner.answer)
        #expect(learner.questions == 1)
        #expect(TrustedPacks.read(pack.store).packs.map(\.path) == [pack.folder.resolvingSymlinksInPath().path])
    }

    @Test func aPackThatChangedIsAskedAboutAgain() throws {
        let pack = try Pack()
        defer { pack.remove() }
        let learner = Learner(replying: "yes")
        try pack.trust().require(pack.folder, trustedByFlag: false, answer: learner.answer)
        try Data("# 9.1 A pack {#pack}\n\n```swift cell id=new\nprint(1)\n```\n".utf8).write(to: pack.folder.appendingPathComponent("9.1-pack.md"))
        try pack.trust().require(pack.folder, trustedByFlag: false, answer: learner.answer)
        #expect(learner.questions == 2)
        #expect(TrustedPacks.read(pack.store).packs.count == 1, "the later answer replaces the earlier one")
    }

    @Test(arguments: ["", "n", "no", "maybe"])
    func anythingButYesRunsNothingAndIsNotRemembered(_ reply: String) throws {
        let pack = try Pack()
        defer { pack.remove() }
        #expect(throws: UserFacingFailure(message: CLIText.Trust.declined("\(PathDisplay.relativeToCurrentDirectory(pack.folder))").text,
                                          status: ExitStatus.failure)) {
            try pack.trust().require(pack.folder, trustedByFlag: false, answer: Learner(replying: reply).answer)
        }
        #expect(TrustedPacks.read(pack.store).packs.isEmpty)
    }

    @Test(arguments: [CellConfinement.Level.isolated, .learnersAccount])
    func withoutATerminalItSaysWhatACellCanReachAndAsksForTrust(_ reach: CellConfinement.Level) throws {
        let pack = try Pack()
        defer { pack.remove() }
        do {
            try pack.trust(reach).require(pack.folder, trustedByFlag: false, answer: nil)
            Issue.record("an untrusted pack ran without a terminal")
        } catch let failure as UserFacingFailure {
            #expect(failure.message.contains("--trust"))
            let reachWords = reach == .isolated ? CLIText.Trust.reachIsolated : CLIText.Trust.reachAccount
            #expect(failure.message.contains(reachWords.text))
            #expect(failure.status == ExitStatus.failure)
        }
    }

    @Test func theTrustFlagRunsWithoutAskingOrRemembering() throws {
        let pack = try Pack()
        defer { pack.remove() }
        let learner = Learner(replying: "n")
        try pack.trust().require(pack.folder, trustedByFlag: true, answer: learner.answer)
        #expect(learner.questions == 0)
        #expect(!FileManager.default.fileExists(atPath: pack.store.path))
    }

    @Test func rxlearnsOwnCourseIsNeverAskedAbout() throws {
        let pack = try Pack()
        defer { pack.remove() }
        let bundled = try #require(LessonFolder.bundledCourse)
        let learner = Learner(replying: "n")
        try pack.trust().require(bundled, trustedByFlag: false, answer: learner.answer)
        #expect(learner.questions == 0)
    }

    @Test func aStoreThatCannotBeReadTrustsNothing() throws {
        let pack = try Pack()
        defer { pack.remove() }
        try FileManager.default.createDirectory(at: pack.store.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: pack.store)
        let learner = Learner(replying: "y")
        try pack.trust().require(pack.folder, trustedByFlag: false, answer: learner.answer)
        #expect(learner.questions == 1)
        #expect(TrustedPacks.read(pack.store).packs.count == 1)
    }

    /// End to end, as a script runs it: no terminal, so nothing runs without `--trust`.
    @Test func verifyOfAStrangersPackRunsNothingWithoutTrust() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        // RXLEARN_LESSONS, not --lessons: `RxLearnProcess` trusts a --lessons folder beforehand.
        let environment = ["RXLEARN_LESSONS": RxLearnProcess.fixture("tiny")]
        let refused = try process.run(["verify"], environment: environment)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is not rxlearn's own course"), "\(refused.stderr)")
        #expect(!refused.stdout.contains("passed"), "nothing ran: \(refused.stdout)")

        let trusted = try process.run(["verify", "--trust"], environment: environment)
        #expect(trusted.stdout.contains("1 passed, 1 failed"), "\(trusted.stdout)\(trusted.stderr)")
    }
}
