import Foundation
import Testing

/// `rxlearn open [ID]` and `rxlearn present [ID]`: the id is checked before the notebook opens,
/// as `rxlearn show` checks it; without a terminal, `open` prints what `rxlearn` prints.
@Suite struct OpenCommandTests {
    @Test func anUnknownIdIsAUsageErrorWithASuggestion() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let tiny = RxLearnProcess.fixture("tiny")
        for command in ["open", "present"] {
            let result = try process.run([command, "tiny-pas", "--lessons", tiny])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderr.hasPrefix("rxlearn: there is no lesson `tiny-pas`"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("Did you mean `tiny-pass`?"), "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command) opened nothing")
        }
    }

    @Test func withoutATerminalOpenSaysWhatRxlearnSays() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let tiny = RxLearnProcess.fixture("tiny")
        let plain = try process.run(["--lessons", tiny])
        let opened = try process.run(["open", "tiny-pass", "--lessons", tiny])
        let openedBare = try process.run(["open", "--lessons", tiny])
        #expect(plain.status == 0 && opened.status == 0 && openedBare.status == 0)
        #expect(opened.stdout == plain.stdout)
        #expect(openedBare.stdout == plain.stdout)
        #expect(plain.stdout.contains("The notebook needs a terminal"))
    }

    @Test func anExerciseIdIsAPlaceToOpen() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let exercises = RxLearnProcess.fixture("exercises")
        let result = try process.run(["open", "fx-double", "--lessons", exercises])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("The notebook needs a terminal"))
        // present has no terminal either, and says so in its own words after accepting the id.
        let presented = try process.run(["present", "fx-double", "--lessons", exercises])
        #expect(presented.status == 64)
        #expect(presented.stderr.contains("rxlearn present needs a terminal"))
    }
}
