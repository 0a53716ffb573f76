import Foundation

/// Which watched subscription the current thread is working for, and at what depth of its
/// chain: set while a chain is being subscribed and while a stage delivers an event, so that a
/// source subscribed then — the next operator up the chain, a `flatMap`'s inner sequence, a
/// `retry`'s new attempt — is counted as a stage of the same subscription, one deeper.
/// Only used while a watcher is installed.
final class ChainContext {
    /// Nil for a chain the watcher chose not to watch (past its cap): its stages are not asked
    /// about either.
    let subscription: StreamProbe?
    /// 0 for the subscriber itself, 1 for the operator right before it …
    let depth: Int

    init(subscription: StreamProbe?, depth: Int) {
        self.subscription = subscription
        self.depth = depth
    }

    private static let key = "rxlearn.StreamWatch.chain"

    /// The current thread's context. Foundation's thread dictionary keeps it portable; it is
    /// slow next to the core's fast paths, which is why it is touched only when watching.
    static var current: ChainContext? {
        Thread.current.threadDictionary[key] as? ChainContext
    }

    /// The current context when watching, for an operator that subscribes its source later
    /// from scheduled work (`subscribe(on:)`, `delaySubscription`): it hands it to `with` there,
    /// so the source is still a stage of the same chain. Nil when not watching, at no cost.
    @inline(__always)
    static func forLater() -> ChainContext? {
        StreamWatch.isActive ? current : nil
    }

    /// Runs `body` with `context` as the thread's context, then puts back the one before.
    static func with<Result>(_ context: ChainContext?, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let saved = dictionary[key]
        dictionary[key] = context
        defer { dictionary[key] = saved }
        return try body()
    }
}
