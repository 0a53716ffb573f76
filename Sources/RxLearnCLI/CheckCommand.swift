import ArgumentParser
import Foundation
import LessonKit
import LessonRunner

/// `rxlearn check [NAME]`: checks the learner's answer to an exercise, on the visible example and
/// on generated inputs, and records the attempt.
struct CheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: HelpText.abstract(CLIText.Help.checkAbstract),
            discussion: HelpText.discussion(CLIText.Help.checkDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.checkName, valueName: "name"))
    var name: String?

    @Flag(name: .long, help: HelpText.help(CLIText.Help.checkStages))
    var stages = false

    func run() throws {
        let replay = try self.replay()
        if let replay, let entry = replay.lookup(), let name {
            for chunk in entry.chunks { chunk.stream == .out ? Console.out(chunk.text) : Console.err(chunk.text) }
            let answer = try WorkspaceLayout.read(options.workspaceLayout.exerciseURL(exerciseID: name))
            try ExerciseSession.recordAttempt(judgedAs: entry.failure, exerciseID: name, answer: answer, access: ProgressAccess())
            if !entry.passed { throw ExitStatus.failure }
            return
        }
        var chunks: [CheckReplay.Entry.Chunk] = []
        if replay != nil { Console.recorder = { chunks.append(.init(stream: $0, text: $1)) } }
        var session = try ExerciseSession(options: options, compileOptions: compileOptions, exercise: name)
        session.showsStages = stages
        let exercise = try session.exercise(named: name)
        session.printTask(of: exercise)
        let verdict = try session.check(exercise)
        Console.recorder = nil
        if let replay, CheckReplay.keeps(verdict.failureKind) {
            replay.store(CheckReplay.Entry(chunks: chunks, passed: verdict.passed, failure: verdict.failureKind))
        }
        if !verdict.passed { throw ExitStatus.failure }
    }

    /// The shortcut for checking an unchanged answer again: only for a named exercise, and not
    /// with `--stages` (the stages are not kept).
    private func replay() throws -> CheckReplay? {
        guard let name, !stages else { return nil }
        return CheckReplay(exerciseID: name, workspace: options.workspaceLayout,
                           lessons: try LessonFolder.locate(explicit: options.lessons).url, language: .current)
    }
}
