import Testing
@testable import LessonRunner

/// Where an answer's `catch` stands relative to its `flatMap`, which decides whether the checker
/// may advise moving the `catch` inside.
struct OuterCatchTests {
    @Test func aCatchAfterTheFlatMapsClosureIsOnTheOuterChain() {
        #expect(OuterCatch.isPresent(in: "ids.flatMap { lookup($0) }.catchAndReturn(\"missing\")"))
        #expect(OuterCatch.isPresent(in: "ids.flatMapLatest(lookup)\n    .catch { _ in .empty() }"))
        #expect(OuterCatch.isPresent(in: "taps.concatMap { save($0) }.catchError { _ in .never() }"))
    }

    @Test func aCatchInsideTheClosureIsOnEachInnerObservable() {
        #expect(!OuterCatch.isPresent(in: "ids.flatMap { lookup($0).catchAndReturn(\"missing\") }"))
        #expect(!OuterCatch.isPresent(in: "ids.flatMapLatest { id in\n    lookup(id)\n        .catch { _ in .just(\"-\") }\n}"))
    }

    @Test func aCatchBeforeTheFlatMapOrInAnotherScopeIsNotOuter() {
        // A helper that catches, used inside the flatMap, comes before it.
        #expect(!OuterCatch.isPresent(in: "func safe(_ id: Int) -> Observable<String> { lookup(id).catchAndReturn(\"-\") }\nfunc solve(ids: Observable<Int>) -> Observable<String> { ids.flatMap(safe) }"))
        // The flatMap's function ended before the catch.
        #expect(!OuterCatch.isPresent(in: "func a() -> Observable<Int> { x.flatMap { f($0) } }\nfunc b() -> Observable<Int> { y.catchAndReturn(0) }"))
        #expect(!OuterCatch.isPresent(in: "ids.flatMap { lookup($0) }"))
    }

    @Test func wordsInStringsAndCommentsAreNotCode() {
        #expect(!OuterCatch.isPresent(in: "ids.flatMap { lookup($0).map { \"}.catch\" } }"))
        #expect(!OuterCatch.isPresent(in: "ids.flatMap { lookup($0) } // .catchAndReturn(\"-\") later"))
    }
}
