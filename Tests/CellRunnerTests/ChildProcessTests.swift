@testable import CellRunner
import Foundation
import SystemSupport
import Testing

/// The process supervisor on its own, with shell scripts instead of compiled cells (fast).
@Suite(.serialized) struct ChildProcessTests {
    let shell = URL(fileURLWithPath: "/bin/sh")

    func sh(_ script: String, limits: ProcessLimits = ProcessLimits()) throws -> ProcessResult {
        try ChildProcess.run(executable: shell, arguments: ["-c", script], limits: limits)
    }

    @Test func capturesStdoutStderrAndExitCode() throws {
        let result = try sh("echo out; echo err >&2; exit 7")
        #expect(result.exit == .exited(7))
        #expect(result.stdoutText == "out\n")
        #expect(result.stderrText == "err\n")
    }

    @Test func reportsTheSignalThatKilledTheChild() throws {
        let result = try sh("kill -SEGV $$")
        #expect(result.exit == .signaled(SIGSEGV, name: "SIGSEGV"))
    }

    @Test func stdinIsAtEndOfFile() throws {
        let result = try sh("if read line; then echo got; else echo EOF; fi", limits: ProcessLimits(timeLimit: .seconds(30)))
        #expect(result.exit == .exited(0))
        #expect(result.stdoutText == "EOF\n")
    }

    @Test func readsTheEventChannelOnDescriptor3() throws {
        let result = try sh(#"echo '{"a":1}' >&3; echo out; printf '{"b":2}\n{"cut' >&3"#)
        #expect(result.stdoutText == "out\n")
        #expect(result.eventLines == [#"{"a":1}"#, #"{"b":2}"#])
    }

    // How long each stop takes is Benchmarks/cell-speed.sh's "stops" figures; these tests check
    // what stopped the child, in what order, and that it is gone.

    @Test func stopsAChildThatRunsPastTheTimeLimit() throws {
        let result = try sh("echo $$ >&3; echo started; sleep 60; echo finished", limits: ProcessLimits(timeLimit: .milliseconds(500)))
        #expect(result.exit == .timedOut)
        // Stopped in its sleep: it never got to say it finished.
        #expect(result.stdoutText == "started\n")
        #expect(ProcessProbe.isGoneOrZombie(try #require(pid_t(result.eventLines.first ?? ""))))
    }

    @Test func killsAChildThatIgnoresSIGTERM() throws {
        let result = try sh("trap '' TERM; echo $$ >&3; while :; do :; done",
                            limits: ProcessLimits(timeLimit: .milliseconds(300), terminationGrace: .milliseconds(100)))
        #expect(result.exit == .timedOut)
        // SIGTERM cannot have ended it, and its loop never ends: gone means SIGKILL came.
        #expect(ProcessProbe.isGoneOrZombie(try #require(pid_t(result.eventLines.first ?? ""))))
    }

    @Test func capsOutputAndStopsTheWriter() throws {
        let limits = ProcessLimits(timeLimit: .seconds(20), outputLimitBytes: 64 * 1024)
        let result = try sh("echo $$ >&3; exec yes 'a line of output'", limits: limits)
        // Stopped by the cap, not by its 20 s limit (`.timedOut`); `yes` never ends by itself.
        #expect(result.exit == .outputLimitExceeded)
        #expect(result.stdout.count == 64 * 1024)
        #expect(ProcessProbe.isGoneOrZombie(try #require(pid_t(result.eventLines.first ?? ""))))
    }

    @Test func outputExactlyAtTheLimitIsNotTooMuch() throws {
        let result = try sh("head -c 1000 /dev/zero", limits: ProcessLimits(outputLimitBytes: 1000))
        #expect(result.exit == .exited(0))
        #expect(result.stdout.count == 1000)
    }

    @Test func aGrandchildHoldingStdoutDoesNotHoldUsUp() throws {
        // The shell exits at once; `sleep` keeps the stdout pipe open in the same process group.
        let result = try sh("sleep 60 & echo $!", limits: ProcessLimits(timeLimit: .seconds(30)))
        // Its own exit, not its 30 s limit (`.timedOut`): the grandchild did not keep the run waiting.
        #expect(result.exit == .exited(0))
        let grandchild = pid_t(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(grandchild > 0)
        #expect(ProcessProbe.isGoneOrZombie(grandchild), "the group kill should have ended the grandchild")
    }

    @Test func aGrandchildThatLeftTheGroupIsOnlyWaitedForBriefly() throws {
        // `setsid` takes `sleep` out of our process group, so the group kill misses it and only the
        // bounded drain ends our wait for EOF.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") else { return }
        // Had the runner read until the grandchild closed stdout, it would have read "late" too.
        let result = try sh("/usr/bin/setsid sh -c 'sleep 5; echo late' & sleep 0.1; echo done",
                            limits: ProcessLimits(timeLimit: .seconds(10), drainLimit: .milliseconds(200)))
        #expect(result.exit == .exited(0))
        #expect(result.stdoutText == "done\n")
    }

    #if os(Linux)
    @Test func theChildLeadsANewSessionAndProcessGroup() throws {
        // Fields 1, 5 and 6 of /proc/<pid>/stat: pid, process group, session.
        let result = try sh("cut -d' ' -f1,5,6 /proc/$$/stat")
        let ids = result.stdoutText.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(ids.count == 3 && ids[0] == ids[1] && ids[1] == ids[2], "pid, pgid, sid: \(ids)")
    }
    #endif

    @Test func aMissingExecutableIsAnError() {
        #expect(throws: CellRunnerError.self) {
            try ChildProcess.run(executable: URL(fileURLWithPath: "/nonexistent/program"))
        }
    }
}

enum ProcessProbe {
    /// True once `pid` no longer runs. A killed process is reaped by whoever adopted it (init, a
    /// subreaper), which may take a moment; until then it is a zombie, which counts as gone.
    static func isGoneOrZombie(_ pid: pid_t) -> Bool {
        for _ in 0 ..< 100 {
            if kill(pid, 0) != 0 { return true }
            #if os(Linux)
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
               let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "Z" {
                return true
            }
            #endif
            usleep(10_000)
        }
        return false
    }

    /// True when, within a second, no live process has `name` as its argv[0]: how a test finds a
    /// process it started under a name no other process has (bash's `exec -a`), even one in a
    /// cell's PID namespace, whose pid the cell cannot tell the test.
    static func noneRunning(named name: String) -> Bool {
        for _ in 0 ..< 100 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            let running = names.contains { entry in
                guard pid_t(entry) != nil,
                      let argv = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
                return argv.split(separator: 0).first.map { String(decoding: $0, as: UTF8.self) } == name
            }
            if !running { return true }
            usleep(10_000)
        }
        return false
    }
}
