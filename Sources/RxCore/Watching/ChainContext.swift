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

    /// A thread-specific slot holding the current context, retained by the `with` that set it.
    /// (Foundation's thread dictionary would do, but costs a dictionary lookup with a bridged key
    /// on every event of every stage.) No destructor is needed: `with` always puts back what was
    /// there, so a thread never ends with a context set.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "no thread-specific key for StreamWatch's chain context")
        return key
    }()

    /// The current thread's context.
    static var current: ChainContext? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<ChainContext>.fromOpaque(pointer).takeUnretainedValue()
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
        let saved = pthread_getspecific(key)
        let retained = context.map { Unmanaged.passRetained($0) }
        pthread_setspecific(key, retained?.toOpaque())
        defer {
            pthread_setspecific(key, saved)
            retained?.release()
        }
        return try body()
    }
}
