import ClassProtocol
import Foundation

/// The dashboard's snapshot as JSON, made fast enough to send on every change: each learner's
/// row is encoded once and kept until that learner changes (or their stuck state does), and
/// the snapshot is the rest encoded afresh with the kept rows put in. 300 learners send 300
/// events a second, but a snapshot made every few milliseconds has only a handful of changed rows.
///
/// The result decodes as a `ClassSnapshot` like any other: the shape has one owner.
struct SnapshotEncoder {
    private struct Kept {
        let version: Int
        let stuck: ClassSnapshot.Stuck?
        let quiet: Bool
        let data: Data
    }

    private var kept: [String: Kept] = [:]
    private let encoder = JSONEncoder()

    /// The key that holds the rows: encoded empty, then filled.
    private static let emptyLearners = Data(#""learners":[]"#.utf8)

    mutating func encode(_ state: ClassState, views: ClassViews, now: Int64) -> Data {
        var rows = Data()
        for (index, member) in state.memberOrder.compactMap({ state.members[$0] }).enumerated() {
            let stuck = views.stuck(member, now: now)
            // The page says "quiet" after two minutes without a word: a row changes then too.
            let quiet = now - member.lastSeen >= 120_000
            let row: Data
            if let kept = kept[member.member], kept.version == member.version, kept.stuck == stuck, kept.quiet == quiet {
                row = kept.data
            } else {
                row = (try? encoder.encode(views.learnerRow(member, now: now))) ?? Data("{}".utf8)
                kept[member.member] = Kept(version: member.version, stuck: stuck, quiet: quiet, data: row)
            }
            if index > 0 { rows.append(0x2C) }
            rows.append(row)
        }
        var whole = (try? encoder.encode(views.snapshot(of: state, now: now, learners: []))) ?? Data("{}".utf8)
        if let range = whole.range(of: Self.emptyLearners) {
            whole.replaceSubrange(range, with: Data(#""learners":["#.utf8) + rows + Data("]".utf8))
        }
        return whole
    }
}
