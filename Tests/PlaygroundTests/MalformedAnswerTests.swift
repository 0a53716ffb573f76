import CellRunner
import Foundation
import Marbles
import Testing
@testable import Playground

/// A player that answers something that is not an answer is an error the learner is told about,
/// never an empty run that reads as "the operator emitted nothing".
@Suite struct MalformedAnswerTests {
    private let inputs = [TimelineLane(name: "source", events: [TimedEvent(time: 0, kind: .completed)])]

    @Test(arguments: [
        "not json", "", "null", "[]", "{}", "{\"lanes\": []}", "{\"lanes\": null, \"printed\": []}",
        "{\"lanes\": [{\"name\": \"out\", \"events\": [{\"t\": 0, \"kind\": \"explode\"}]}]}",
        "{\"lanes\": [{\"name\": \"out\", \"events\": [{\"t\": -5, \"kind\": \"completed\"}]}]}",
        "{\"lanes\": [{\"name\": \"out\", \"events\": [{\"t\": \"soon\", \"kind\": \"completed\"}]}]}",
        "{\"lanes\": [{\"name\": \"out\", \"events\": []}], \"printed\": [{\"t\": -1, \"kind\": \"next\", \"value\": \"x\"}]}",
        "{\"lanes\": [{\"name\": \"out\", \"events\": []}]} trailing",
    ])
    func aMalformedAnswerIsAnError(_ line: String) {
        #expect(throws: PlaygroundPlayerError.self) { try PlayerAnswer.run(from: line, inputs: inputs) }
    }

    @Test func wellFormedAnswersAreRuns() throws {
        let run = try PlayerAnswer.run(from: "{\"lanes\": [{\"name\": \"out\", \"events\": [{\"t\": 3, \"kind\": \"next\", \"value\": \"a\"}, {\"t\": 4, \"kind\": \"completed\"}]}]}",
                                       inputs: inputs)
        #expect(run.outputs == [TimelineLane(name: "out", events: [TimedEvent(time: 3, kind: .next, value: "a"), TimedEvent(time: 4, kind: .completed)])])
        // A lane with no events is an answer: the operator emitted nothing.
        #expect(try PlayerAnswer.run(from: "{\"lanes\": [{\"name\": \"out\", \"events\": []}]}", inputs: inputs).outputs.count == 1)
        #expect(try PlayerAnswer.run(from: "{\"problem\": \"no\"}", inputs: inputs).problem == "no")
    }

    /// The whole way, with a stand-in player that answers `{}`: `play` throws the sentence, and
    /// the player is stopped so that the next change starts a sound one.
    @Test func aPlayerThatAnswersNonsenseIsStoppedAndSaid() throws {
        let compiler = try PlayerEnvironment.compiler.get()
        let program = """
        let answers = FileHandle(fileDescriptor: 3)
        while readLine() != nil { answers.write(Data("{}\\n".utf8)) }
        """
        guard case .success(let compiled) = try compiler.compile(CellSource(code: program)) else {
            Issue.record("the stand-in player did not compile")
            return
        }
        let player = try PlaygroundPlayer(executable: compiled.executable, compiler: compiler)
        defer { player.stop() }
        let pid = try #require(player.processID)
        #expect {
            try player.play(["map"], inputs: [:])
        } throws: { error in
            "\(error)" == "The playground's player answered something unreadable ({}); change a lane to start it again."
        }
        #expect(player.processID == nil)
        #expect(ProcessCheck.isGone(pid, within: .seconds(30)))
    }
}
