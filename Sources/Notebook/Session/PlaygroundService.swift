import Foundation
import Localization
import Marbles
import NotebookCore
import Playground
import SystemSupport

/// What the playground service needs of a player: play operators on input timelines written as
/// marble strings, and stop for good. `PlaygroundPlayer` is the real one; tests use doubles.
protocol PlaygroundPlaying: AnyObject {
    func play(_ operators: [String], inputs: [String: String]) throws -> PlaygroundRun
    func stop()
}

extension PlaygroundPlayer: PlaygroundPlaying {}

/// Plays the playground's requests on one thread of its own, so that typing never waits for
/// the player: while a play runs, later requests replace each other and only the newest is
/// played next. Answers come back through the mailbox. The player is made on first use (its
/// first start compiles it) and kept for the rest of the session; `stop` ends it.
final class PlaygroundService: @unchecked Sendable {
    private let mailbox: Mailbox
    private let makePlayer: @Sendable () throws -> any PlaygroundPlaying
    private let condition = Condition()
    // Guarded by `condition`.
    private var waiting: PlaygroundRequest?
    private var player: (any PlaygroundPlaying)?
    /// Why the player could not be made: said again for every request rather than compiling
    /// again at every key.
    private var startFailure: String?
    private var started = false
    private var stopped = false

    init(mailbox: Mailbox, makePlayer: @escaping @Sendable () throws -> any PlaygroundPlaying) {
        self.mailbox = mailbox
        self.makePlayer = makePlayer
    }

    /// Plays `request` after the play in progress, replacing any request still waiting.
    func play(_ request: PlaygroundRequest) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return }
        waiting = request
        if !started {
            started = true
            let thread = Thread { [self] in loop() }
            thread.name = "rxlearn playground"
            thread.start()
        }
        condition.signal()
    }

    /// Ends the player (and whatever it runs) and the thread; later requests are ignored.
    func stop() {
        condition.lock()
        stopped = true
        let player = self.player
        condition.signal()
        condition.unlock()
        player?.stop()
    }

    private func loop() {
        while let request = next() {
            let answer = self.answer(to: request)
            condition.lock()
            let wanted = !stopped
            condition.unlock()
            if wanted { mailbox.post(.playground(.played(id: request.id, answer))) }
        }
    }

    /// The newest request, once there is one; nil when the service is stopped.
    private func next() -> PlaygroundRequest? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil && !stopped { condition.wait() }
        guard !stopped else { return nil }
        defer { waiting = nil }
        return waiting
    }

    private func answer(to request: PlaygroundRequest) -> PlaygroundAnswer {
        guard let player = readyPlayer() else {
            return .refused(startFailure.map { UIText.Notebook.Messages.playgroundCouldNotStart($0) } ?? UIText.Notebook.Messages.playgroundStopped)
        }
        do {
            return PlaygroundAnswer(try player.play(request.operators, inputs: request.inputs))
        } catch {
            return .refused(Phrase(PlaygroundAnswer.sentence(for: error)))
        }
    }

    /// The player, made on first use; nil when it could not be made or the service stopped.
    private func readyPlayer() -> (any PlaygroundPlaying)? {
        condition.lock()
        if let player { condition.unlock(); return player }
        if startFailure != nil || stopped { condition.unlock(); return nil }
        condition.unlock()
        do {
            let made = try makePlayer()
            condition.lock()
            defer { condition.unlock() }
            // Stopped while it was being made: it must not outlive the notebook either.
            guard !stopped else {
                made.stop()
                return nil
            }
            player = made
            return made
        } catch {
            condition.lock()
            startFailure = PlaygroundAnswer.sentence(for: error)
            condition.unlock()
            return nil
        }
    }
}

extension PlaygroundAnswer {
    /// A run with output lanes is drawn (with the player's note about it, if any); a run
    /// without (an input that does not parse, an example that could not run) is refused for
    /// the reason the player gave. The player words its sentences itself, in the language
    /// rxlearn speaks as it plays; the playground has the keys while it is open, so `L` never
    /// changes the language under them.
    init(_ run: PlaygroundRun) {
        if run.outputs.isEmpty, let problem = run.problem {
            self = .refused(Phrase(problem))
        } else {
            self = .drawn(PlaygroundLanes(inputs: run.inputs, outputs: run.outputs, printed: run.printed), note: run.problem.map { Phrase($0) })
        }
    }

    /// The player's errors are written as sentences for the learner; anything else is described.
    static func sentence(for error: any Error) -> String {
        String(describing: error)
    }
}
