import Foundation
import Testing

/// A progress file with counts no one could reach (`Int.max` attempts, a negative hint count):
/// `hint` and `check` work on it instead of trapping, and save the counts back in range.
@Suite struct AbsurdProgressTests {
    @Test func hintAndCheckWorkOnAbsurdCounts() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = ["--lessons", RxLearnProcess.fixture("exercises")]
        let progress = process.stateHome.appendingPathComponent("rxlearn/progress.json")
        try FileManager.default.createDirectory(at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"exercises": {"fx-double": {"attempts": 9223372036854775807, "hintsShown": -1}}}"#
            .write(to: progress, atomically: true, encoding: .utf8)

        let hint = try process.run(["hint", "fx-double"] + lessons)
        #expect(hint.status == 0, "\(hint.stderr)")
        #expect(hint.stdout.hasPrefix("hint 1 of 1: "), "\(hint.stdout)")
        let check = try process.run(["check", "fx-double"] + lessons)
        // The start file does not pass yet: a failed check, not a trap (132).
        #expect(check.status == 1, "\(check.stderr)")

        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: progress)) as? [String: Any])
        let entry = try #require((saved["exercises"] as? [String: [String: Any]])?["fx-double"])
        #expect(entry["hintsShown"] as? Int == 1)
        #expect(entry["attempts"] as? Int == 1_000_000)
    }
}
