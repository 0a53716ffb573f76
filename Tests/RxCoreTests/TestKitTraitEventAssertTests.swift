import RxCore
@testable import RxCoreTest
import XCTest

/// The test kit's `XCTAssertEqual` for `Single`, `Maybe` and `Completable` events, bare and
/// recorded at virtual times, and the comparisons behind it.
///
/// A failing assertion would fail this test too (XCTest on Linux has no `XCTExpectFailure`), so
/// mismatches are checked through `eventsMismatch`, which the assertions report when it is not nil.
final class TestKitTraitEventAssertTests: RxTestCase {
    // MARK: - Equal lists pass

    func testEqualListsOfEachKindPass() {
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(TestError("boom"))], [.success(1), .failure(TestError("boom"))])
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed, .error(TestError())], [.success(1), .completed, .error(TestError())])
        XCTAssertEqual([CompletableEvent.completed, .error(TestError())], [.completed, .error(TestError())])
        XCTAssertEqual([Recorded(time: 210, value: SingleEvent<Int>.success(1))], [Recorded(time: 210, value: .success(1))])
        XCTAssertEqual([Recorded(time: 210, value: MaybeEvent<Int>.completed)], [Recorded(time: 210, value: .completed)])
        XCTAssertEqual([Recorded(time: 220, value: CompletableEvent.error(TestError()))], [Recorded(time: 220, value: .error(TestError()))])
        XCTAssertEqual([SingleEvent<Int>](), [])
    }

    func testTheEventsOfRealTraitsCompare() {
        var singles: [SingleEvent<Int>] = []
        var maybes: [MaybeEvent<Int>] = []
        var completables: [CompletableEvent] = []
        _ = Single.just(1).subscribe { singles.append($0) }
        _ = Single<Int>.error(TestError("boom")).subscribe { singles.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybes.append($0) }
        _ = Completable.error(TestError("late")).subscribe { completables.append($0) }
        XCTAssertEqual(singles, [.success(1), .failure(TestError("boom"))])
        XCTAssertEqual(maybes, [.completed])
        XCTAssertEqual(completables, [.error(TestError("late"))])
    }

    // MARK: - Mismatches are found and described

    func testASingleEventMismatchIsDescribedIndexByIndex() {
        let message = eventsMismatch([SingleEvent<Int>.success(1), .success(2)], [.success(1), .failure(TestError("boom"))])
        XCTAssertEqual(message, """
            XCTAssertEqual failed: ("[success(1), success(2)]") is not equal to ("[success(1), failure(boom)]")
            Differences:
            lhs[1]:
                success(2)
            rhs[1]:
                failure(boom)
            """)
    }

    func testEntriesOnlyOneListHasAreListed() {
        let message = eventsMismatch([CompletableEvent.completed], [.completed, .error(TestError("extra")), .completed])
        XCTAssertEqual(message, """
            XCTAssertEqual failed: ("[completed]") is not equal to ("[completed, error(extra), completed]")
            Differences:
            rhs[1]:
                error(extra)
            rhs[2]:
                completed
            """)
        XCTAssertEqual(eventsMismatch([MaybeEvent<Int>.success(3)], []), """
            XCTAssertEqual failed: ("[success(3)]") is not equal to ("[]")
            Differences:
            lhs[0]:
                success(3)
            """)
    }

    func testRecordedEventsDifferInTimeOrInEvent() {
        XCTAssertEqual(eventsMismatch([Recorded(time: 210, value: SingleEvent<Int>.success(1))], [Recorded(time: 211, value: .success(1))]), """
            XCTAssertEqual failed: ("[success(1) @ 210]") is not equal to ("[success(1) @ 211]")
            Differences:
            lhs[0]:
                success(1) @ 210
            rhs[0]:
                success(1) @ 211
            """)
        XCTAssertNotNil(eventsMismatch([Recorded(time: 210, value: SingleEvent<Int>.success(1))], [Recorded(time: 210, value: .success(2))]))
        XCTAssertNotNil(eventsMismatch([Recorded(time: 210, value: MaybeEvent<Int>.completed)], [Recorded(time: 230, value: .completed)]))
        XCTAssertNotNil(eventsMismatch([Recorded(time: 210, value: CompletableEvent.completed)], [Recorded(time: 210, value: .error(TestError()))]))
        XCTAssertNil(eventsMismatch([Recorded(time: 210, value: SingleEvent<Int>.failure(TestError("a")))], [Recorded(time: 210, value: .failure(TestError("a")))]))
    }

    func testEqualListsHaveNoMismatch() {
        XCTAssertNil(eventsMismatch([SingleEvent<Int>.success(1)], [.success(1)]))
        XCTAssertNil(eventsMismatch([MaybeEvent<Int>.error(TestError("x"))], [.error(TestError("x"))]))
        XCTAssertNil(eventsMismatch([CompletableEvent](), []))
    }

    func testFailuresAreRecordedThroughXCTest() {
        // The assertions find XCTest's `XCTFail` in the running process; without it they could
        // not report, and every mismatch would go unnoticed.
        XCTAssertTrue(XCTestFailure.isAvailable)
    }

    // MARK: - The events' equality

    func testSingleEventEquality() {
        XCTAssertTrue(SingleEvent<Int>.success(1) == .success(1))
        XCTAssertFalse(SingleEvent<Int>.success(1) == .success(2))
        XCTAssertTrue(SingleEvent<Int>.failure(TestError("a")) == .failure(TestError("a")))
        XCTAssertTrue(SingleEvent<Int>.failure(TestError("a")) != .failure(TestError("b")))
        XCTAssertFalse(SingleEvent<Int>.success(1) == .failure(TestError("1")))
    }

    func testMaybeAndCompletableEventEquality() {
        XCTAssertEqual(MaybeEvent<Int>.success(1), .success(1))
        XCTAssertNotEqual(MaybeEvent<Int>.success(1), .completed)
        XCTAssertNotEqual(MaybeEvent<Int>.error(TestError("a")), .error(TestError("b")))
        XCTAssertNotEqual(MaybeEvent<Int>.completed, .error(TestError("completed")))
        XCTAssertEqual(CompletableEvent.error(TestError("a")), .error(TestError("a")))
        XCTAssertNotEqual(CompletableEvent.completed, .error(TestError("completed")))
    }
}
