import Foundation
import RxCore
import RxCoreTest

/// Every operator example of the marble playground, by the operator's catalog name (rxlearn's
/// `PlaygroundCatalog`, which says which lesson cell each follows and what its lanes mean).
///
/// An example reads the learner's lanes from its context and returns the lanes to draw; the player
/// subscribes to them and records what they send on virtual time.
enum PlaygroundExamples {
    typealias Example = (PlaygroundContext) throws -> [PlaygroundOutput]

    static let all: [String: Example] = [
        "amb": { context in
            [PlaygroundOutput(context.hot("mirrorA").amb(context.hot("mirrorB")))]
        },
        "buffer": { context in
            [PlaygroundOutput(try context.hotNumbers("events")
                .buffer(timeSpan: .milliseconds(300), count: 3, scheduler: context.scheduler)
                .map { "\($0)" })]
        },
        "catch": { context in
            [PlaygroundOutput(context.hot("live").catch { _ in context.cold("cache") })]
        },
        "map": { context in
            [PlaygroundOutput(context.hot("typed").map { $0.uppercased() })]
        },
    ]
}
