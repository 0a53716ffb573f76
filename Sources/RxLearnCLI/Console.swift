import ArgumentParser
import Foundation
import LessonKit
import Marbles
import SystemSupport

/// Where the commands write. Standard output carries a command's result (what a script reads:
/// a cell's printed lines, a list, JSON); standard error carries everything about it (verdicts,
/// marbles, warnings). Writes go straight to the file descriptors, unbuffered, so the two
/// streams interleave in the order they were written.
///
/// A write that fails (standard output is `/dev/full`, or closed) never traps: the command goes
/// on without writing more to that stream, and `RxLearn.runAsMain` ends it with one sentence on
/// standard error and status 1 (`OutputFailure`).
enum Console {
    /// While set, every write is also handed to it, in order (`rxlearn check` keeps what it
    /// printed to show it again, `CheckReplay`). Set once per process, from its main thread.
    nonisolated(unsafe) static var recorder: ((CheckReplay.Entry.Stream, String) -> Void)?

    static func out(_ text: String) {
        recorder?(.out, text)
        write(text, to: STDOUT_FILENO)
    }

    static func outLine(_ text: String = "") {
        out(text + "\n")
    }

    static func err(_ text: String) {
        recorder?(.err, text)
        write(text, to: STDERR_FILENO)
    }

    static func errLine(_ text: String = "") {
        err(text + "\n")
    }

    /// Why standard output could not be written, once a write to it failed.
    static var outputFailure: OutputFailure? {
        failures.withLock { $0[STDOUT_FILENO] }.map { OutputFailure(errorNumber: $0) }
    }

    /// Makes sure descriptors 0, 1 and 2 are open before anything else is: a command started with
    /// one closed (`rxlearn list >&-`) would otherwise get it back from its next `open`, and its
    /// output would go into that file (a lesson, the progress lock). A closed one is filled with
    /// `/dev/null`; standard output closed counts as a failed write, so the command says so.
    static func occupyClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDWR)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            if descriptor != STDIN_FILENO { failures.withLock { $0[descriptor] = EBADF } }
        }
    }

    /// The first failure on each descriptor; nothing more is written there after it.
    private static let failures = Locked<[Int32: Int32]>([:])

    private static func write(_ text: String, to descriptor: Int32) {
        guard failures.withLock({ $0[descriptor] == nil }) else { return }
        let failure = Array(text.utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        if let failure { failures.withLock { $0[descriptor] = $0[descriptor] ?? failure } }
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
