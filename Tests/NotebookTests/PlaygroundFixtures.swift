import Foundation
import LessonKit
import Marbles
import Playground
@testable import NotebookCore

/// A small course with two operator lessons (`op-map`, `op-catchError`), a lesson comparing
/// operators (`compare-combining`), a lesson that teaches no single operator, and a decision tree, for the playground's tests; and playground states
/// built from the engine's catalog.
enum PlaygroundFixtures {
    static let chapter = """
    # Chapter: Operators for the playground

    ## Lesson: map — change every element {#op-map section=5.9.1}

    `map` turns each element into another.

    ```swift cell id=map-1
    Observable.of("a", "b").map { $0.uppercased() }.subscribe(onNext: { print($0) })
    ```

    ```output
    A
    B
    ```

    ```choose
    change elements › one at a time → map
    recover › from an error with another sequence → catch
    ```

    ## Lesson: catch — a fallback for an error {#op-catchError section=5.9.2}

    `catch` swaps an error for a fallback sequence.

    ```swift cell id=catch-1
    print("fallback")
    ```

    ```output
    fallback
    ```

    ## Lesson: Combining, side by side {#compare-combining section=5.9.4}

    Three ways to combine two streams.

    ```swift cell id=compare-1
    print("compare")
    ```

    ```output
    compare
    ```

    ## Lesson: Schedulers in general {#fx-schedulers section=5.9.3}

    No single operator here.

    ```swift cell id=plain-1
    print("plain")
    ```

    ```output
    plain
    ```
    """

    static let course: Course = {
        let (parsed, diagnostics) = ChapterParser.parse(text: chapter, fileName: "5.9-playground.md")
        precondition(parsed != nil && !diagnostics.contains { $0.severity == .error }, "fixture chapter has problems: \(diagnostics)")
        return Course(chapters: [parsed!])
    }()

    static func state(lesson id: String = "op-map", size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> NotebookState {
        var state = NotebookState(course: course)
        state.navigation.lessonIndex = course.index(ofLesson: id)!
        state.screen.size = size
        return state
    }

    /// The notebook with `name`'s playground open, as `m` or `rxlearn play` opens it.
    static func playground(_ name: String, from origin: PlaygroundState.Origin = .notebook, size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> NotebookState {
        var state = state(size: size)
        _ = state.openPlayground(ofOperator: name, from: origin)
        precondition(state.playground != nil, "no playground for \(name)")
        return state
    }

    /// A playground where every key of `context` can do something (for `WindowKeyTests`): two
    /// lanes, the first one changed, its cursor in the middle.
    static func keyTestState(_ context: KeyContext) -> NotebookState {
        var state = playground("catch")
        state.playground!.fields[0].insert("z")
        state.playground!.fields[0].moveCursor(by: -2)
        state.playground!.isEditing = context == .playgroundEditing
        return state
    }

    /// The request the last effect asked to play.
    static func request(in effects: [NotebookEffect]) -> PlaygroundRequest? {
        effects.compactMap { effect -> PlaygroundRequest? in
            if case .playInPlayground(let request) = effect { return request }
            return nil
        }.last
    }

    /// The flatMap / flatMapLatest / concatMap comparison played: an outer lane of two taps, an
    /// inner job of two elements, and each operator's output.
    static let flatMapsAnswer: PlaygroundAnswer = {
        let outer = TimelineLane(name: "outer", events: [.next("a", at: 100), .next("b", at: 400), .completed(at: 800)])
        let inner = TimelineLane(name: "inner", events: [.next("1", at: 100), .next("2", at: 300), .completed(at: 400)])
        let outputs = [
            TimelineLane(name: "flatMap", events: [.next("a1", at: 200), .next("a2", at: 400), .next("b1", at: 500), .next("b2", at: 700), .completed(at: 800)]),
            TimelineLane(name: "flatMapLatest", events: [.next("a1", at: 200), .next("b1", at: 500), .next("b2", at: 700), .completed(at: 800)]),
            TimelineLane(name: "concatMap", events: [.next("a1", at: 200), .next("a2", at: 400), .next("b1", at: 600), .next("b2", at: 800), .completed(at: 900)]),
        ]
        return answer(inputs: [outer, inner], outputs: outputs)
    }()

    /// A drawn answer made by hand: each input as the parser would read it, and one output lane
    /// per operator.
    static func answer(inputs: [TimelineLane], outputs: [TimelineLane]) -> PlaygroundAnswer {
        .drawn(PlaygroundLanes(inputs: inputs, outputs: outputs), note: nil)
    }
}

extension NotebookState {
    /// The player's answer to request `id`, as the session hands it over.
    mutating func acceptPlay(_ id: Int, _ answer: PlaygroundAnswer) {
        _ = NotebookReducer.reduce(&self, .playground(.played(id: id, answer)))
    }
}
