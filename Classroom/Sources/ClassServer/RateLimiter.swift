import Dispatch
import Synchronization

/// Token buckets, one per key (a learner, or an address before it has joined): `rate` requests a
/// second on average, `burst` at once. A request over them is refused, not queued.
final class RateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: UInt64
    }

    let rate: Double
    let burst: Double
    private let buckets = Mutex([String: Bucket]())

    init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = burst
    }

    func allow(_ key: String, now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Bool {
        buckets.withLock { buckets in
            // Full buckets carry no information: forget them before the table grows large.
            if buckets.count > 10_000 {
                buckets = buckets.filter { refill($0.value, now: now).tokens < burst }
            }
            var bucket = refill(buckets[key] ?? Bucket(tokens: burst, updated: now), now: now)
            let allowed = bucket.tokens >= 1
            if allowed { bucket.tokens -= 1 }
            buckets[key] = bucket
            return allowed
        }
    }

    /// Whether `key` has a request left, without spending it (for limits that only count failures).
    func hasBudget(_ key: String, now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Bool {
        buckets.withLock { buckets in buckets[key].map { refill($0, now: now).tokens >= 1 } ?? true }
    }

    private func refill(_ bucket: Bucket, now: UInt64) -> Bucket {
        let elapsed = Double(nanoseconds(from: bucket.updated, to: now)) / 1_000_000_000
        return Bucket(tokens: min(burst, bucket.tokens + elapsed * rate), updated: max(now, bucket.updated))
    }
}
