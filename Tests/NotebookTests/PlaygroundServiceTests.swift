import Foundation
import Marbles
import Playground
import Localization
import Testing
@testable import Notebook
@testable import NotebookCore

/// The service that plays the playground's requests off the key path, with a player double
/// that records what it was asked and can be held in the middle of a play.
@Suite(.serialized) struct PlaygroundServiceTests {
    /// Answers every play with one output lane holding the inputs' text; the first play waits
    /// until `release` is signalled, so that the test can queue requests behind it.
    final class HeldPlayer: PlaygroundPlaying, @unchecked Sendable {
        let release = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var played: [[String: String]] = []
        var stopped = false

        func play(_ operators: [String], inputs: [String: String]) throws -> PlaygroundRun {
            let first = lock.withLock {
                played.append(inputs)
                return played.count == 1
            }
            if first { release.wait() }
            if inputs["source"] == "-(" {
                return PlaygroundRun(inputs: [], outputs: [], problem: "Lane `source`: a group is not closed.")
            }
            let output = TimelineLane(name: operators.joined(separator: "+"), events: [.next(inputs["source"] ?? "", at: 0)])
            return PlaygroundRun(inputs: [], outputs: [output], printed: [PlaygroundPrintedLine(time: 0, text: "played \(inputs["source"] ?? "")")])
        }

        func stop() { lock.withLock { stopped = true } }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "The playground's player did not compile; run `rxlearn doctor` to check the toolchain." }
    }

    /// Waits until the mailbox has `count` actions, or a generous while.
    static func take(_ count: Int, from mailbox: Mailbox) -> [NotebookAction] {
        var actions: [NotebookAction] = []
        let deadline = Date().addingTimeInterval(10)
        while actions.count < count && Date() < deadline {
            actions += mailbox.takeAll()
            Thread.sleep(forTimeInterval: 0.005)
        }
        return actions
    }

    static func request(_ id: Int, _ source: String) -> PlaygroundRequest {
        PlaygroundRequest(id: id, operators: ["map"], inputs: ["source": source])
    }

    @Test func requestsWaitingBehindAPlayAreReplacedByTheNewest() throws {
        let mailbox = Mailbox()
        let player = HeldPlayer()
        let service = PlaygroundService(mailbox: mailbox, makePlayer: { player })
        defer { service.stop() }
        service.play(Self.request(1, "-a"))
        // Wait until the first play has started and is held.
        let deadline = Date().addingTimeInterval(10)
        while player.lock.withLock({ player.played.isEmpty }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        service.play(Self.request(2, "-ab"))
        service.play(Self.request(3, "-abc"))
        player.release.signal()

        let actions = Self.take(2, from: mailbox)
        #expect(actions == [
            .playground(.played(id: 1, .drawn(PlaygroundLanes(inputs: [], outputs: [TimelineLane(name: "map", events: [.next("-a", at: 0)])],
                                              printed: [PlaygroundPrintedLine(time: 0, text: "played -a")]), note: nil))),
            .playground(.played(id: 3, .drawn(PlaygroundLanes(inputs: [], outputs: [TimelineLane(name: "map", events: [.next("-abc", at: 0)])],
                                              printed: [PlaygroundPrintedLine(time: 0, text: "played -abc")]), note: nil))),
        ])
        #expect(player.lock.withLock { player.played.map { $0["source"] } } == ["-a", "-abc"], "request 2 was never played")
    }

    @Test func aRunWithoutOutputsIsRefusedForThePlayersReason() throws {
        let mailbox = Mailbox()
        let player = HeldPlayer()
        player.release.signal()
        let service = PlaygroundService(mailbox: mailbox, makePlayer: { player })
        defer { service.stop() }
        service.play(Self.request(7, "-("))
        #expect(Self.take(1, from: mailbox) == [.playground(.played(id: 7, .refused(Phrase("Lane `source`: a group is not closed."))))])
    }

    @Test func aPlayerThatCannotStartIsSaidForEveryRequestAndMadeOnlyOnce() throws {
        let mailbox = Mailbox()
        let attempts = Counter()
        let service = PlaygroundService(mailbox: mailbox, makePlayer: {
            attempts.add()
            throw Refusal()
        })
        defer { service.stop() }
        service.play(Self.request(1, "-a"))
        let first = Self.take(1, from: mailbox)
        service.play(Self.request(2, "-ab"))
        let second = Self.take(1, from: mailbox)
        let sentence = "The playground could not start: " + Refusal().description
        let reason = UIText.Notebook.Messages.playgroundCouldNotStart(Refusal().description)
        #expect(reason.english == sentence)
        #expect(first == [.playground(.played(id: 1, .refused(reason)))])
        #expect(second == [.playground(.played(id: 2, .refused(reason)))])
        #expect(attempts.value == 1)
    }

    @Test func stoppingStopsThePlayerAndLaterRequestsAreIgnored() throws {
        let mailbox = Mailbox()
        let player = HeldPlayer()
        player.release.signal()
        let service = PlaygroundService(mailbox: mailbox, makePlayer: { player })
        service.play(Self.request(1, "-a"))
        #expect(Self.take(1, from: mailbox).count == 1)
        service.stop()
        #expect(player.lock.withLock { player.stopped })
        service.play(Self.request(2, "-ab"))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(mailbox.takeAll().isEmpty)
        #expect(player.lock.withLock { player.played.count } == 1)
    }
}
