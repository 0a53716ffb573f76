import CellRunner
import Foundation
import LessonKit
import Localization
import Marbles
import SystemSupport

/// Before rxlearn runs the code of a lesson pack that is not its own course, the learner says so,
/// once: a pack's cells are its authors' Swift code. rxlearn's own course (the checkout's
/// `Lessons/`) and a pack the learner trusted before — same real path, same contents — run
/// without a question; otherwise, in a terminal, the question says what a cell can reach
/// (`CellConfinement.Level`) and a yes is remembered in `<state>/trusted-lesson-packs.json`.
/// Without a terminal nothing runs unless the command has `--trust`.
struct LessonPackTrust {
    private typealias Words = CLIText.Trust

    /// The state folder's file of trusted packs.
    let storeFile: URL
    /// What a cell can reach on this machine.
    let reach: CellConfinement.Level

    init(storeFile: URL = ProgressLocation.resolve().deletingLastPathComponent().appendingPathComponent("trusted-lesson-packs.json"),
         reach: CellConfinement.Level) {
        self.storeFile = storeFile
        self.reach = reach
    }

    /// Returns when the cells of `folder` may run; throws the sentence that says why not.
    /// `answer` reads the learner's reply, or is nil without a terminal to ask on.
    func require(_ folder: URL, trustedByFlag: Bool, answer: (() -> String?)? = LessonPackTrust.terminalAnswer()) throws {
        if trustedByFlag || Self.isBundledCourse(folder) { return }
        let path = folder.resolvingSymlinksInPath().path
        let fingerprint = PackFingerprint.of(folder)
        let trusted = TrustedPacks.read(storeFile)
        if trusted.packs.contains(TrustedPacks.Pack(path: path, sha256: fingerprint)) { return }
        let shown = PathDisplay.relativeToCurrentDirectory(folder)
        let reachPhrase = reach == .isolated ? Words.reachIsolated : Words.reachAccount
        guard let answer else {
            throw UserFacingFailure(message: Words.needsTrust(shown, reach: reachPhrase).text, status: ExitStatus.failure)
        }
        // Wrapped at the terminal's width, between words (the terminal would cut words in two).
        let question = Words.question(shown, reach: reachPhrase, changed: trusted.packs.contains { $0.path == path }).text
        let width = max(20, (TerminalCapabilities.current().size?.columns ?? 80) - 1)
        Console.err(TextWrapping.lines(question, width: width).joined(separator: "\n") + " ")
        let reply = answer()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard Words.yesAnswers.contains(reply) else {
            throw UserFacingFailure(message: Words.declined(shown).text, status: ExitStatus.failure)
        }
        do {
            try trusted.adding(TrustedPacks.Pack(path: path, sha256: fingerprint)).write(to: storeFile)
        } catch {
            Console.errLine("rxlearn: " + Words.notRemembered(shown, reason: CacheProblem.reason(of: error)).text)
        }
    }

    /// A line from standard input when both it and standard error are a terminal; nil otherwise
    /// (a script, a pipe: no one to ask).
    static func terminalAnswer() -> (() -> String?)? {
        isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 ? { readLine() ?? "" } : nil
    }

    static func isBundledCourse(_ folder: URL) -> Bool {
        guard let bundled = LessonFolder.bundledCourse else { return false }
        return bundled.resolvingSymlinksInPath().path == folder.resolvingSymlinksInPath().path
    }
}

/// A lesson pack's contents as one SHA-256: every `.md` file under the folder (the lessons and
/// their translations: all a pack's code comes from), by path within it, in order.
enum PackFingerprint {
    static func of(_ folder: URL) -> String {
        var hasher = SHA256()
        hasher.updateField("rxlearn lesson pack v1")
        let root = folder.resolvingSymlinksInPath()
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        for file in files {
            guard let contents = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else { continue }
            hasher.updateField(file)
            hasher.updateField(String(contents.count))
            hasher.update(contents)
        }
        return hasher.hexDigest()
    }
}

/// The packs the learner said yes to, as stored.
struct TrustedPacks: Codable, Equatable {
    struct Pack: Codable, Equatable {
        let path: String
        let sha256: String
    }

    var packs: [Pack] = []

    /// An unreadable or missing file trusts nothing: the learner is asked again.
    static func read(_ file: URL) -> TrustedPacks {
        guard let data = try? Data(contentsOf: file), let stored = try? JSONDecoder().decode(TrustedPacks.self, from: data) else {
            return TrustedPacks()
        }
        return stored
    }

    /// With `pack` in place of any earlier answer for the same folder.
    func adding(_ pack: Pack) -> TrustedPacks {
        TrustedPacks(packs: packs.filter { $0.path != pack.path } + [pack])
    }

    func write(to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: file, options: .atomic)
    }
}
