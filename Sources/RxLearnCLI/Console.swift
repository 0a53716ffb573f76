import ArgumentParser
import Foundation
import LessonKit
import Marbles

/// Where the commands write. Standard output carries a command's result (what a script reads:
/// a cell's printed lines, a list, JSON); standard error carries everything about it (verdicts,
/// marbles, warnings). Writes go straight to the file descriptors, unbuffered, so the two
/// streams interleave in the order they were written.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func outLine(_ text: String = "") {
        out(text + "\n")
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func errLine(_ text: String = "") {
        err(text + "\n")
    }

    /// Echoes a program's output, then ends its last line on standard error if the program left
    /// it open (`print(x, terminator: "")`), so rxlearn's own lines never run into it while
    /// standard output keeps exactly the bytes the program printed.
    ///
    /// On a terminal, escape sequences and control characters are shown (`␛[31m`) rather than
    /// obeyed, so a cell cannot clear the screen or recolour what follows; into a pipe or a file
    /// the bytes are passed on unchanged (scripts and the conformance diff compare them) —
    /// `stdoutBytes` when given, which keeps bytes that are not UTF-8 as they were.
    static func echoProgramOutput(stdout: String, stderr: String, stdoutBytes: Data? = nil) {
        if isatty(STDOUT_FILENO) == 1 {
            out(VisibleText.of(stdout))
        } else {
            FileHandle.standardOutput.write(stdoutBytes ?? Data(stdout.utf8))
        }
        err(isatty(STDERR_FILENO) == 1 ? VisibleText.of(stderr) : stderr)
        let lastOpen = !stderr.isEmpty ? !stderr.hasSuffix("\n") : (!stdout.isEmpty && !stdout.hasSuffix("\n"))
        if lastOpen { err("\n") }
    }
}

/// The exit statuses every command uses.
///
/// - 0: success;
/// - 1: a cell did not match, failed, or could not be run (which includes a missing toolchain);
/// - 2: a lesson file has an error;
/// - 64: the command line was wrong (swift-argument-parser's code for `ValidationError` and
///   parse errors, `EX_USAGE`).
enum ExitStatus {
    static let failure = ExitCode(1)
    static let lessonFileError = ExitCode(2)
    static let usage = ExitCode.validationFailure
}

/// A problem the user can fix: one sentence that says what to do, and the exit status it
/// deserves. Thrown plainly, wherever it is found; `RxLearn.runAsMain` is the one place that
/// prints it, as `rxlearn: …`. (`ValidationError` is for `validate()` only, where
/// swift-argument-parser adds the usage line.)
struct UserFacingFailure: Error, Equatable {
    let message: String
    let status: ExitCode

    init(message: String, status: ExitCode) {
        self.message = message
        self.status = status
    }

    /// The words for an error thrown by the libraries, when it is one a user can cause: a
    /// workspace file or the progress file that cannot be read or written (exit 1).
    init?(wording error: any Error) {
        switch error {
        case let failure as UserFacingFailure: self = failure
        case let workspace as WorkspaceFileError: self.init(message: workspace.description, status: ExitStatus.failure)
        case let progress as ProgressStoreError: self.init(message: progress.description, status: ExitStatus.failure)
        default: return nil
        }
    }

    /// The command line asked for something that is not there (exit 64).
    static func usage(_ message: String) -> UserFacingFailure {
        UserFacingFailure(message: message, status: ExitStatus.usage)
    }

    /// The same mistake in the same words, whichever command meets it.
    static func noSuchLesson(_ id: String, in folder: String, suggestion: String?) -> UserFacingFailure {
        usage(CLIText.Failure.noSuchLesson(id, in: folder, suggestion: suggestion).text)
    }

    static func noSuchExercise(_ id: String, known: [String]) -> UserFacingFailure {
        usage(CLIText.Failure.noSuchExercise(id, known: known).text)
    }
}
