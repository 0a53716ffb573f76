import ArgumentParser
import Foundation
import LessonKit

/// How every command reads and writes the learner's progress, so that a problem with the file is
/// never silent: a corrupt file moved aside, an unreadable file or folder in its place, or a file
/// from a newer rxlearn each earn one `rxlearn: …` line on standard error, and a change that cannot
/// be saved fails the command with status 1.
struct ProgressAccess {
    let store: ProgressStore

    init(store: ProgressStore = ProgressStore()) {
        self.store = store
    }

    /// The stored progress for showing or deciding something. When the file cannot be read the
    /// command goes on with empty progress, after saying so.
    func read() -> LearnerProgress {
        do {
            let snapshot = try store.load()
            report(snapshot.diagnostics)
            return snapshot.progress
        } catch {
            Console.errLine("rxlearn: \(CLIText.Failure.progressNotRead("\(error)").text)")
            return LearnerProgress()
        }
    }

    /// Applies `changes` under the store's lock and returns the progress as saved. A failure is
    /// a `UserFacingFailure` with status 1: what the learner did happened, but was not recorded.
    @discardableResult
    func update(_ changes: [ProgressChange]) throws -> LearnerProgress {
        do {
            let snapshot = try store.update(changes)
            report(snapshot.diagnostics)
            return snapshot.progress
        } catch {
            throw UserFacingFailure(message: CLIText.Failure.progressNotSaved("\(error)").text, status: ExitStatus.failure)
        }
    }

    /// The stored progress with its learner id, which is made and saved now if the state has
    /// none yet (a class report needs it). When it cannot be saved, the report goes out without
    /// an id, after saying why.
    func readWithLearnerID() -> LearnerProgress {
        do {
            let snapshot = try store.update([])
            report(snapshot.diagnostics)
            return snapshot.progress
        } catch {
            guard let snapshot = try? store.load() else {
                Console.errLine("rxlearn: \(CLIText.Failure.progressNotRead("\(error)").text)")
                return LearnerProgress()
            }
            report(snapshot.diagnostics)
            Console.errLine("rxlearn: \(CLIText.Failure.learnerIDNotSaved("\(error)").text)")
            return snapshot.progress
        }
    }

    private func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            Console.errLine("rxlearn: " + CLIText.Failure.withAdvice(diagnostic.message, diagnostic.fix).text)
        }
    }
}
