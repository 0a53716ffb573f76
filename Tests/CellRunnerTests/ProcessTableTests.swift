@testable import CellRunner
import Foundation
import Testing

/// Reading /proc/<pid>/stat lines: what the descendant sweep knows about every process.
@Suite struct ProcessTableTests {
    private func parse(_ line: String, pid: pid_t = 42) -> ProcessTable.Entry? {
        Array(line.utf8).withUnsafeBufferPointer { ProcessTable.parseStat($0, pid: pid) }
    }

    @Test func readsParentGroupSessionStateAndStartTime() {
        let line = "42 (cell) S 7 42 40 0 -1 4194560 120 0 0 0 1 0 0 0 20 0 1 0 987654 12345678 300 18446744073709551615\n"
        #expect(parse(line) == ProcessTable.Entry(pid: 42, parent: 7, group: 42, session: 40, state: UInt8(ascii: "S"), startTime: 987654))
        #expect(parse(line)?.isZombie == false)
        #expect(parse(line.replacingOccurrences(of: ") S ", with: ") Z "))?.isZombie == true)
        #expect(parse(line.replacingOccurrences(of: ") S ", with: ") T "))?.isStopped == true)
    }

    @Test func aCommandNameWithSpacesAndParenthesesDoesNotShiftTheFields() {
        let line = "42 (a) b (c)) R 7 42 40 0 -1 4194560 120 0 0 0 1 0 0 0 20 0 1 0 555 12345678 300\n"
        #expect(parse(line) == ProcessTable.Entry(pid: 42, parent: 7, group: 42, session: 40, state: UInt8(ascii: "R"), startTime: 555))
    }

    @Test func aLineThatIsNotAStatLineGivesNothing() {
        #expect(parse("") == nil)
        #expect(parse("42 no parenthesis S 7 42 40") == nil)
        #expect(parse("42 (cell) S 7 42 40") == nil, "cut short before the start time")
        #expect(parse("42 (cell) S x 42 40 0 -1 4194560 120 0 0 0 1 0 0 0 20 0 1 0 555 1") == nil, "a parent that is not a number")
    }

    @Test(.enabled(if: ProcessTable.isAvailable, "/proc is Linux's")) func readsThisProcess() throws {
        let own = try #require(ProcessTable.entry(getpid()))
        #expect(own.parent == getppid())
        #expect(own.session == getsid(0))
        #expect(own.group == getpgrp())
        // The same process in the whole table; its state letter may have changed in between
        // (running, then sleeping), so that is not compared.
        #expect(ProcessTable.all().contains { $0.pid == own.pid && $0.startTime == own.startTime && $0.parent == own.parent && $0.group == own.group })
    }
}
