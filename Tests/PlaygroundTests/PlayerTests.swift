import Foundation
import Marbles
import Testing
@testable import Playground

@Suite(.serialized) struct PlayerTests {
    @Test func playsTheDefaultExampleOfMap() throws {
        let player = try PlayerEnvironment.sharedPlayer.get()
        let run = try player.play(["map"], inputs: [:])
        #expect(run.problem == nil)
        #expect(run.outputs == [TimelineLane(name: "map", events: [
            .next("R", at: 100), .next("X", at: 200), .next("!", at: 300), .completed(at: 300),
        ])])
    }
}
