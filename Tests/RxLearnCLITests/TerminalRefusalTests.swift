import Foundation
import Testing
@testable import RxLearnCLI
import Localization
import CellRunner
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A terminal the notebook cannot draw on — `TERM=dumb` or unset, a locale that is not UTF-8 —
/// is refused before anything is drawn, with the plain commands suggested; the plain commands
/// say once that a non-UTF-8 locale will garble their text.
@Suite struct TerminalRefusalTests {
    private func terminal(_ environment: [String: String]) -> TerminalCapabilities {
        TerminalCapabilities.detect(environment: environment, stdinIsTerminal: true, stdoutIsTerminal: true, windowSize: (80, 24))
    }

    @Test func localesThatAreNotUTF8AreFound() {
        #expect(TerminalCapabilities.nonUTF8Locale(in: ["LANG": "zh_CN.GB18030"]) == "LANG=zh_CN.GB18030")
        #expect(TerminalCapabilities.nonUTF8Locale(in: ["LC_ALL": "en_US.ISO-8859-1", "LANG": "en_US.UTF-8"]) == "LC_ALL=en_US.ISO-8859-1")
        #expect(TerminalCapabilities.nonUTF8Locale(in: ["LC_CTYPE": "zh_CN.gbk@pinyin"]) == "LC_CTYPE=zh_CN.gbk@pinyin")
        for utf8 in ["zh_CN.UTF-8", "en_US.utf8", "C.UTF-8", "C", "zh_CN", ""] {
            #expect(TerminalCapabilities.nonUTF8Locale(in: ["LANG": utf8]) == nil, "\(utf8)")
        }
        #expect(TerminalCapabilities.nonUTF8Locale(in: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"]) == nil)
    }

    @Test func theNotebookRefusesWhatItCannotDrawOn() {
        for (environment, expected) in [
            (["TERM": "dumb"], "TERM is dumb, so the notebook cannot drive the screen — set TERM to your terminal's type"),
            ([:], "TERM is unset, so the notebook cannot drive the screen"),
            (["TERM": "xterm", "LANG": "zh_CN.GB18030"], "the locale (LANG=zh_CN.GB18030) is not UTF-8"),
        ] {
            #expect {
                try NotebookLaunch.refuseTerminalItCannotDrawOn(terminal(environment))
            } throws: { error in
                let message = (error as? UserFacingFailure)?.message ?? ""
                return message.hasPrefix(expected) && message.hasSuffix("the plain commands work on any terminal: rxlearn list | show | run | check")
            }
        }
        #expect(throws: Never.self) { try NotebookLaunch.refuseTerminalItCannotDrawOn(terminal(["TERM": "xterm-256color", "LANG": "en_US.UTF-8"])) }
        // A terminal that is not UTF-8 is told in English, whatever the language: only ASCII reads right there.
        Language.$taskLanguage.withValue(.simplifiedChinese) {
            #expect {
                try NotebookLaunch.refuseTerminalItCannotDrawOn(terminal(["TERM": "xterm", "LANG": "zh_CN.GB18030"]))
            } throws: { error in
                (error as? UserFacingFailure)?.message.hasPrefix("the locale (LANG=zh_CN.GB18030) is not UTF-8") == true
            }
            #expect {
                try NotebookLaunch.refuseTerminalItCannotDrawOn(terminal(["TERM": "dumb", "LANG": "zh_CN.UTF-8"]))
            } throws: { error in
                (error as? UserFacingFailure)?.message.hasPrefix("TERM 为 dumb，笔记本无法控制屏幕") == true
            }
        }
        // A small window is the notebook's to handle: it asks for a larger one.
        let small = TerminalCapabilities.detect(environment: ["TERM": "xterm"], stdinIsTerminal: true, stdoutIsTerminal: true, windowSize: (40, 10))
        #expect(throws: Never.self) { try NotebookLaunch.refuseTerminalItCannotDrawOn(small) }
    }

    /// The real thing, on a pseudo-terminal (util-linux `script` gives rxlearn one):
    /// `TERM=dumb rxlearn` prints its sentence and no escape sequence, and exits 1.
    @Test(.enabled(if: Self.hasScript, "needs util-linux script"))
    func dumbTerminalIsRefusedBeforeAnythingIsDrawn() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let (status, output) = try runOnPseudoTerminal(process, ["--lessons", RxLearnProcess.fixture("tiny")], environment: ["TERM": "dumb"])
        #expect(status == 1, "\(output)")
        #expect(output.hasPrefix("rxlearn: TERM is dumb, so the notebook cannot drive the screen"), "\(output.debugDescription)")
        #expect(!output.contains("\u{1B}"), "\(output.debugDescription)")

        let (plainStatus, plain) = try runOnPseudoTerminal(process, ["list", "--lessons", RxLearnProcess.fixture("tiny")],
                                                           environment: ["TERM": "xterm", "LANG": "zh_CN.GB18030", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(plainStatus == 0, "\(plain)")
        #expect(plain.hasPrefix("rxlearn: LANG=zh_CN.GB18030 is not a UTF-8 locale, and rxlearn writes UTF-8"), "\(plain.debugDescription)")
        #expect(plain.components(separatedBy: "UTF-8 locale").count == 3, "one sentence: \(plain)")
    }

    private static let hasScript: Bool = {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
        #else
        false
        #endif
    }()

    /// Runs rxlearn under `script`, whose pseudo-terminal is rxlearn's standard input, output
    /// and error; returns rxlearn's exit status (`script -e`) and everything it wrote.
    private func runOnPseudoTerminal(_ process: RxLearnProcess, _ arguments: [String], environment extra: [String: String]) throws -> (Int32, String) {
        guard let executable = RxLearnProcess.executable else { throw RxLearnProcess.MissingExecutable() }
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = ([executable.path] + arguments).map(quoted).joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = RxLearnProcess.cacheHome.path
        environment["XDG_STATE_HOME"] = process.stateHome.path
        environment["RXLEARN_WORKSPACE"] = process.workspace.path
        environment["SHELL"] = "/bin/sh"
        environment.merge(extra) { _, new in new }
        let result = try ChildProcess.run(executable: URL(fileURLWithPath: "/usr/bin/script"), arguments: ["-q", "-e", "-c", command, "/dev/null"],
                                          environment: environment, limits: ProcessLimits(timeLimit: .seconds(60), outputLimitBytes: 1 << 20))
        guard case .exited(let status) = result.exit else { throw RxLearnProcess.AbnormalEnd(description: "\(result.exit)") }
        return (status, result.stdoutText.replacingOccurrences(of: "\r\n", with: "\n"))
    }
}
