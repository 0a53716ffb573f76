import Foundation
import RxCore

/// Maps `TestScheduler` ticks to dates and back. A tick lasts `resolution` seconds; dates and
/// intervals are rounded to the nearest tick, so floating-point noise (0.7000000001 s) never
/// moves an event to a neighbouring tick. Times beyond the range of `Int` (a `.never` delay)
/// saturate at `Int.max` / `Int.min` instead of trapping: such work simply never comes due.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    /// Seconds per tick.
    public let resolution: Double

    public init(resolution: Double) {
        precondition(resolution > 0, "A TestScheduler resolution must be positive")
        self.resolution = resolution
    }

    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    public func convertToVirtualTime(_ time: RxTime) -> Int {
        ticks(time.timeIntervalSince1970 / resolution)
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        ticks(timeInterval / resolution)
    }

    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        guard overflow else { return sum }
        return offset > 0 ? Int.max : Int.min
    }

    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }

    /// Rounds to the nearest tick, saturating outside `Int`'s range.
    private func ticks(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        let rounded = value.rounded()
        if rounded >= Double(Int.max) { return Int.max }
        if rounded <= Double(Int.min) { return Int.min }
        return Int(rounded)
    }
}
