import Foundation

/// The link job of a compiler plan as the linker call itself, without the `clang` driver in front.
///
/// On Linux the Swift driver links a cell by running `clang`, which only works out a command for
/// `ld.lld` (start files, library folders, the C runtime) and runs it: the same command for every
/// cell, and about 10 ms of every cold one on this machine. So, when a plan is learned, `clang`
/// is asked once with `-###` what it would run, and the plan keeps that command instead.
///
/// `clang` is asked about the link job as a real compile would run it, in a scratch folder where
/// its input objects exist (empty: `-###` only checks that they are there). The link reads the
/// libraries the cell's imports ask for from a response file (`@…/Cell-1.autolink`, see
/// `AutolinkEntries`), which differs from cell to cell and which `clang` would expand; so that
/// file holds only a placeholder flag, and the placeholder in `clang`'s answer becomes the
/// response file again (the linker reads response files too). When anything in the answer is
/// not of the expected shape, the plan keeps the `clang` job. Linux only: elsewhere the driver's
/// link job is kept as it is.
enum DirectLink {
    /// What the response file given to `clang -###` holds, found again in its answer.
    static let placeholderFlag = "-lrxlearn-autolink-placeholder"

    /// `plan` with its last job, a `clang` link, replaced by the linker command `clang` runs; the
    /// plan as it is when that cannot be learned.
    static func replacingLinkDriver(in plan: CompilerPlan, timeLimit: Duration) -> CompilerPlan {
        #if os(Linux)
        guard let jobs = plan.jobs, jobs.count > 1, let link = jobs.last,
              URL(fileURLWithPath: link.executable).lastPathComponent == "clang" else { return plan }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let question = plan.jobs(workFolder: folder)?.last,
              (try? prepareInputs(of: question, in: folder)) != nil,
              let answer = try? ChildProcess.run(executable: URL(fileURLWithPath: question.executable), arguments: question.arguments + ["-###"],
                                                 limits: ProcessLimits(timeLimit: timeLimit)),
              answer.exit == .exited(0),
              let linker = linkerJob(fromDriverAnswer: answer.stderrText + answer.stdoutText, asked: question, original: link,
                                     folder: folder.path) else { return plan }
        return CompilerPlan(jobs: jobs.dropLast() + [linker], driverScratchFolder: plan.driverScratchFolder)
        #else
        return plan
        #endif
    }

    /// Empty files for the job's inputs in `folder` (all but its output), and the placeholder flag
    /// in its one response file.
    private static func prepareInputs(of job: CompilerPlan.Job, in folder: URL) throws {
        let responseFiles = job.arguments.filter { $0.hasPrefix("@") }
        guard responseFiles.count == 1, let responseFile = responseFiles.first else { throw CocoaError(.fileNoSuchFile) }
        let output = job.arguments.lastIndex(of: "-o").map { $0 + 1 }
        for (index, argument) in job.arguments.enumerated() where argument.hasPrefix(folder.path + "/") && index != output {
            try Data().write(to: URL(fileURLWithPath: argument))
        }
        try Data((placeholderFlag + "\n").utf8).write(to: URL(fileURLWithPath: String(responseFile.dropFirst())))
    }

    /// Reads what `clang -###` printed for `asked` (the link job run in `folder`): the jobs are
    /// the lines that start with a quoted executable (the others name the compiler, its target and
    /// folder). Exactly one job is expected, an absolute linker that writes the asked job's output
    /// and takes the placeholder flag once. The placeholder becomes the `original` job's response
    /// file again, and `folder` the plan's placeholder folder, which a compile puts in its own
    /// work folder (`CompilerPlan.jobs(workFolder:)`).
    static func linkerJob(fromDriverAnswer answer: String, asked: CompilerPlan.Job, original: CompilerPlan.Job,
                          folder: String) -> CompilerPlan.Job? {
        let jobLines = answer.split(separator: "\n").filter { $0.hasPrefix(" \"") }
        guard jobLines.count == 1, let words = ShellWords.split(String(jobLines[0])), let executable = words.first,
              executable.hasPrefix("/") else { return nil }
        var arguments = Array(words.dropFirst())
        let placeholders = arguments.indices.filter { arguments[$0] == placeholderFlag }
        guard placeholders.count == 1, let index = placeholders.first,
              let responseFile = original.arguments.first(where: { $0.hasPrefix("@") }),
              let output = asked.arguments.lastIndex(of: "-o").map({ $0 + 1 }), output < asked.arguments.count,
              let linkerOutput = arguments.lastIndex(of: "-o").map({ $0 + 1 }), linkerOutput < arguments.count,
              arguments[linkerOutput] == asked.arguments[output] else { return nil }
        arguments = arguments.map { argument in
            argument.hasPrefix(folder + "/") ? CompilerPlan.placeholderFolder + argument.dropFirst(folder.count) : argument
        }
        arguments[index] = responseFile
        return CompilerPlan.Job(executable: executable, arguments: arguments)
    }
}
