import RxCore

// `XCTAssertEqual` for the events of `Single`, `Maybe` and `Completable`, bare or recorded at
// virtual times, as RxTest has it for bare ones: `XCTAssertEqual(events, [.success(1)])`.
// `SingleEvent` (Swift's `Result`) cannot be `Equatable`, so XCTest's own `XCTAssertEqual`
// cannot compare it; the others get the same failure message and the per-index differences.

public func XCTAssertEqual<T: Equatable>(_ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #file, line: UInt = #line) {
    reportFailure(eventsMismatch(lhs, rhs), file: file, line: line)
}

public func XCTAssertEqual<T: Equatable>(_ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #file, line: UInt = #line) {
    reportFailure(eventsMismatch(lhs, rhs), file: file, line: line)
}

public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #file, line: UInt = #line) {
    reportFailure(eventsMismatch(lhs, rhs), file: file, line: line)
}

/// Recorded events are equal when their times are equal and their events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<SingleEvent<T>>], _ rhs: [Recorded<SingleEvent<T>>], file: StaticString = #file, line: UInt = #line) {
    reportFailure(eventsMismatch(lhs, rhs), file: file, line: line)
}

public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<MaybeEvent<T>>], _ rhs: [Recorded<MaybeEvent<T>>], file: StaticString = #file, line: UInt = #line) {
    reportFailure(eventsMismatch(lhs, rhs), file: file, line: line)
}

public func XCTAssertEqual(_ lhs: [Recorded<CompletableEvent>], _ rhs: [Recorded<CompletableEvent>], file: StaticString = #file, line: UInt = #line) {
    reportFailure(eventsMismatch(lhs, rhs), file: file, line: line)
}

private func reportFailure(_ mismatch: String?, file: StaticString, line: UInt) {
    if let message = mismatch {
        XCTestFailure.record(message, file: file, line: line)
    }
}

// What the assertions compare, apart from reporting, so that a test can check a mismatch is found
// and described without failing itself.

/// The failure message for two lists of single events, or nil when they are equal.
func eventsMismatch<T: Equatable>(_ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>]) -> String? {
    eventsMismatch(lhs, rhs, by: ==)
}

/// The failure message for two lists of recorded single events, or nil when they are equal.
func eventsMismatch<T: Equatable>(_ lhs: [Recorded<SingleEvent<T>>], _ rhs: [Recorded<SingleEvent<T>>]) -> String? {
    eventsMismatch(lhs, rhs, by: { $0.time == $1.time && $0.value == $1.value })
}

/// The failure message for two lists of equatable events (`MaybeEvent`, `CompletableEvent`, and
/// those recorded at times), or nil when they are equal.
func eventsMismatch<Value: Equatable>(_ lhs: [Value], _ rhs: [Value]) -> String? {
    eventsMismatch(lhs, rhs, by: ==)
}

/// The failure message for two lists of events that differ, or nil when they are equal by `equal`.
///
/// The first line is XCTest's own (`XCTAssertEqual failed: ("[…]") is not equal to ("[…]")`);
/// then, as RxTest prints them, the entries that differ at each index and those only one list has.
func eventsMismatch<Value>(_ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool) -> String? {
    guard lhs.count != rhs.count || zip(lhs, rhs).contains(where: { !equal($0, $1) }) else {
        return nil
    }
    var lines = ["XCTAssertEqual failed: (\"\(listDescription(lhs))\") is not equal to (\"\(listDescription(rhs))\")", "Differences:"]
    for (index, (left, right)) in zip(lhs, rhs).enumerated() where !equal(left, right) {
        lines += ["lhs[\(index)]:", "    \(left)", "rhs[\(index)]:", "    \(right)"]
    }
    let shared = min(lhs.count, rhs.count)
    for index in shared..<lhs.count {
        lines += ["lhs[\(index)]:", "    \(lhs[index])"]
    }
    for index in shared..<rhs.count {
        lines += ["rhs[\(index)]:", "    \(rhs[index])"]
    }
    return lines.joined(separator: "\n")
}

/// `[success(1), failure(boom)]`: each entry as it prints, without the type names an array's own
/// description gives an enum such as `Result`.
private func listDescription<Value>(_ values: [Value]) -> String {
    "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
}
