import ArgumentParser
import Foundation
import LessonKit
import LessonRunner
import Marbles

/// What `check` and `watch` share: finding the exercise, preparing the learner's file, checking
/// it, telling the learner, and recording the attempt.
struct ExerciseSession {
    let loaded: LoadedLessons
    let workspace: WorkspaceLayout
    let access = ProgressAccess()
    var checker: ExerciseChecker
    /// The answer's compile started before the lessons were read, if any.
    private let compileAhead: CompileAhead?
    /// `check --stages`: the answer's chain drawn after the verdict (and watched for it).
    var showsStages = false {
        didSet { checker.collectsStages = showsStages }
    }

    /// `exercise`, when the command is about that one exercise only, lets the session read just
    /// the chapter that defines it.
    /// When the exercise is named and its answer file is there already, the answer starts
    /// compiling before the lessons are read (`CompileAhead`), on the other core.
    init(options: LessonOptions, compileOptions: CompileOptions, exercise: String? = nil) throws {
        // The pack is trusted (or the learner asked) before anything of it compiles.
        let runner = try compileOptions.makeRunner(runningLessonsIn: LessonFolder.locate(explicit: options.lessons))
        let answer = exercise.flatMap { try? WorkspaceLayout.read(options.workspaceLayout.exerciseURL(exerciseID: $0)) }
        compileAhead = answer.flatMap { CompileAhead(answer: $0, runner: runner) }
        loaded = try exercise.map { try options.loadLessons(definingExercise: $0) } ?? options.loadLessons()
        loaded.noteErrorsBriefly()
        workspace = options.workspaceLayout
        checker = ExerciseChecker(runner: runner)
        // The stages of the answer's chain are drawn only with --stages: without them the answer
        // runs unwatched, which is faster.
        checker.collectsStages = false
    }

    var progress: LearnerProgress { access.read() }

    /// The named exercise, or the next unsolved one.
    func exercise(named name: String?) throws -> Exercise {
        try ExerciseLookup(loaded: loaded).find(name, progress: { progress })
    }

    /// The learner's file for `exercise`, created from the start file the first time.
    func file(for exercise: Exercise) throws -> URL {
        try workspace.prepareExerciseFile(for: exercise)
    }

    /// What the exercise asks, on standard error (the verdict alone goes to standard output):
    /// its id and title, then its statement wrapped at 80 columns.
    func printTask(of exercise: Exercise) {
        Console.errLine(CLIText.Check.taskHeading(id: exercise.id, title: VisibleText.of(exercise.title, keepingLineBreaks: false)).text)
        for line in LessonText.statement(of: exercise) {
            Console.errLine(line.isEmpty ? "" : "  " + line)
        }
        // The example, values included: the task reads without the lesson file.
        for block in LessonText.inputs(of: exercise) + LessonText.expectation(exercise.expected) { Console.errLine(block) }
        Console.errLine()
    }

    /// Checks the learner's file, prints the verdict and records the attempt.
    @discardableResult
    func check(_ exercise: Exercise) throws -> ExerciseVerdict {
        let file = try file(for: exercise)
        let answer = try WorkspaceLayout.read(file)
        Console.errLine(CLIText.Check.checking(exercise.id, file: PathDisplay.relativeToCurrentDirectory(file)).text)
        // An order-the-chain answer is judged only as an ordering of the lines it was given.
        if let problem = ChainAnswer.problem(in: answer, for: exercise) {
            throw UserFacingFailure(message: problem.phrase.text, status: ExitStatus.failure)
        }
        let verdict: ExerciseVerdict
        compileAhead?.wait()
        do {
            verdict = try checker.check(answer, for: exercise)
        } catch let error as ExerciseCheckError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.lessonFileError)
        }
        report(verdict, exercise: exercise, file: file)
        try Self.recordAttempt(judgedAs: verdict.failureKind, exerciseID: exercise.id, answer: answer, access: access)
        ClassHook.checked(exercise, verdict, in: loaded)
        return verdict
    }

    /// Records a judged check of `answer` as an attempt. What counts as one is the notebook's
    /// rule too (`ExerciseAttempt`): an answer checked again unchanged is not another.
    static func recordAttempt(judgedAs failure: FailureKind?, exerciseID: String, answer: String, access: ProgressAccess) throws {
        let attempt = ExerciseAttempt.change(judgedAs: failure, exerciseID: exerciseID, answer: answer,
                                             recorded: access.read().exercises[exerciseID], at: Date())
        try access.update(attempt.map { [$0] } ?? [])
    }

    private func report(_ verdict: ExerciseVerdict, exercise: Exercise, file: URL) {
        // The verdict's values written with the letters the stages' drawing uses.
        let lanes = ResultLanes.exercise(exercise, check: .judged(verdict), showingStages: true)
        guard let explanation = lanes.explanation(of: verdict)?.text else {
            Console.outLine(CLIText.Check.passed(exercise.id, otherInputs: verdict.casesChecked - 1).text)
            printStages(lanes)
            if exercise.solution != nil { Console.errLine(CLIText.WorkedSolution.offer(exercise.id).text) }
            return
        }
        Console.outLine(CLIText.Check.failed(exercise.id, explanation: explanation).text)
        if case .couldNotRun(let report) = verdict.result {
            for error in report.compileErrors {
                Console.errLine("\(PathDisplay.relativeToCurrentDirectory(file)):\(error.line ?? 0):\(error.column ?? 0): \(error.severity): \(error.message)")
            }
        }
        printStages(lanes)
        let hints = exercise.hints.count
        if hints > 0 { Console.errLine(CLIText.Check.stuck(exercise.id, hints: hints).text) }
    }

    /// With `--stages`, on standard error: each stage of the answer's chain on the input the
    /// verdict is about, source first, with the notebook's marks.
    private func printStages(_ lanes: ResultLanes) {
        let stages = lanes.lanes.filter { $0.role == .stage }.map { TimelineLane(name: $0.name, events: $0.events, lifetime: $0.lifetime) }
        guard showsStages, !stages.isEmpty else { return }
        let drawing = CellReportText.layout().draw(stages, width: CellReportText.laneWidth - CellReportText.laneIndent.count, symbols: lanes.legend)
        Console.errLine(CLIText.Check.stagesHeading(scale: CellReportText.scaleText(drawing.axis)).text)
        drawing.lines.forEach { Console.errLine(CellReportText.laneIndent + $0) }
    }

    /// Shows the next hint of `exercise`.
    func showNextHint(of exercise: Exercise) throws {
        try HintGiver(access: access).showNextHint(of: exercise)
    }
}

/// Reveals an exercise's hints one at a time and remembers how many were shown.
struct HintGiver {
    let access: ProgressAccess

    private static let indent = "    "

    /// On a terminal, hints are wrapped between words to its width (a terminal would cut
    /// `withLatestFrom` wherever its edge fell); into a file or a pipe, each paragraph is one
    /// line, for whatever reads it to wrap.
    static func wrappingWidth(_ terminal: TerminalCapabilities) -> Int? {
        guard terminal.stdoutIsTerminal, let columns = terminal.size?.columns else { return nil }
        return max(40, columns - 1)
    }

    /// The count goes up under the progress file's lock, so hints asked for by several rxlearn
    /// processes at once are all counted.
    func showNextHint(of exercise: Exercise) throws {
        guard !exercise.hints.isEmpty else {
            Console.outLine(CLIText.Hint.none(exercise.id).text)
            return
        }
        let saved = try access.update([.hintRevealed(exerciseID: exercise.id, available: exercise.hints.count)])
        let shown = min(saved.exercises[exercise.id]?.hintsShown ?? 0, exercise.hints.count)
        ClassHook.hintTaken(exercise.id, shown: shown)
        let width = Self.wrappingWidth(TerminalCapabilities.current())
        for (index, hint) in exercise.hints.prefix(shown).enumerated() {
            // Code and lists in a hint keep their lines, indented under the first.
            let heading = CLIText.Hint.numbered(index + 1, of: exercise.hints.count).text
            let lines = TextWrapping.lines(VisibleText.of(hint), width: width.map { $0 - max(Self.indent.count, DisplayWidth.of(heading)) } ?? .max)
            Console.outLine(heading + lines.joined(separator: "\n" + Self.indent))
        }
        if shown == exercise.hints.count { Console.errLine(CLIText.Hint.wasTheLast.text) }
    }
}
