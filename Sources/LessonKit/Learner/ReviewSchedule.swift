import Foundation

/// Where a solved exercise stands in spaced review, as `progress.json` keeps it: its Leitner
/// box, when it is due next, and how its reviews went. Every field but the box and the due date
/// may be missing in a file, so a newer rxlearn's additions never make the file look corrupt.
public struct ReviewRecord: Codable, Sendable, Equatable {
    /// 1 … `ReviewSchedule.intervalsInDays.count`: the box the exercise sits in.
    public var box: Int
    public var dueAt: Date
    /// Reviews done, passed or failed; each one is drawn on fresh inputs from this count.
    public var reviews: Int
    /// Failed reviews (each sent the exercise back to the first box).
    public var lapses: Int
    public var lastReviewedAt: Date?
    /// Seconds the last review took, from its start to its judged check.
    public var lastSeconds: Int?
    /// When the review under way began (`rxlearn review` gave its task), nil when none is.
    public var startedAt: Date?

    public init(box: Int, dueAt: Date, reviews: Int = 0, lapses: Int = 0, lastReviewedAt: Date? = nil, lastSeconds: Int? = nil, startedAt: Date? = nil) {
        self.box = box
        self.dueAt = dueAt
        self.reviews = reviews
        self.lapses = lapses
        self.lastReviewedAt = lastReviewedAt
        self.lastSeconds = lastSeconds
        self.startedAt = startedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        box = ReviewSchedule.clampedBox(try container.decodeIfPresent(Int.self, forKey: .box) ?? 1)
        dueAt = try container.decodeIfPresent(Date.self, forKey: .dueAt) ?? Date(timeIntervalSince1970: 0)
        reviews = max(0, try container.decodeIfPresent(Int.self, forKey: .reviews) ?? 0)
        lapses = max(0, try container.decodeIfPresent(Int.self, forKey: .lapses) ?? 0)
        lastReviewedAt = try container.decodeIfPresent(Date.self, forKey: .lastReviewedAt)
        lastSeconds = try container.decodeIfPresent(Int.self, forKey: .lastSeconds)
        startedAt = try container.decodeIfPresent(Date.self, forKey: .startedAt)
    }

    private enum CodingKeys: String, CodingKey { case box, dueAt, reviews, lapses, lastReviewedAt, lastSeconds, startedAt }
}

/// Spaced review with Leitner boxes. A passed exercise enters the first box, due a day after its
/// first pass; a passed review moves it up a box (1, 3, 7, then 21 days until it is due again),
/// a failed one back to the first box. Due reviews are taken interleaved: the next one comes
/// from another group (a stage of the path) than the one before, where the due list allows it.
public enum ReviewSchedule {
    /// Days until the next review, by box.
    public static let intervalsInDays = [1, 3, 7, 21]

    static func clampedBox(_ box: Int) -> Int { min(max(box, 1), intervalsInDays.count) }

    /// When the exercise that `entry` records is due for review: nil when it has not been passed.
    public static func dueDate(of entry: ExerciseProgress) -> Date? {
        guard entry.passed else { return nil }
        if let review = entry.review { return review.dueAt }
        // Passed before reviews existed, or without a recorded time: due now.
        guard let passedAt = entry.firstPassedAt else { return Date(timeIntervalSince1970: 0) }
        return passedAt.addingTimeInterval(days(intervalsInDays[0]))
    }

    /// The box of a passed exercise (1 before its first review), nil when not passed.
    public static func box(of entry: ExerciseProgress) -> Int? {
        guard entry.passed else { return nil }
        return entry.review?.box ?? 1
    }

    /// The record after a review judged at `date` that took `seconds`.
    public static func record(after previous: ReviewRecord?, passed: Bool, seconds: Int?, at date: Date) -> ReviewRecord {
        let box = passed ? clampedBox((previous?.box ?? 1) + 1) : 1
        // Passing the last box keeps it there: due again after the longest interval.
        let interval = passed && (previous?.box ?? 1) >= intervalsInDays.count ? intervalsInDays[intervalsInDays.count - 1] : intervalsInDays[box - 1]
        return ReviewRecord(
            box: box, dueAt: date.addingTimeInterval(days(interval)), reviews: (previous?.reviews ?? 0) + 1,
            lapses: (previous?.lapses ?? 0) + (passed ? 0 : 1), lastReviewedAt: date, lastSeconds: seconds.map { max(0, $0) }, startedAt: nil)
    }

    /// A candidate for review: an exercise of the course and the group it is interleaved by.
    public struct Candidate: Sendable, Equatable {
        public var exerciseID: String
        public var group: String

        public init(exerciseID: String, group: String) {
            self.exerciseID = exerciseID
            self.group = group
        }
    }

    /// The exercises due at `now`, in the order to review them: the longest overdue first, then
    /// each next one from a group other than the last one's while another group has one due.
    /// `candidates` are the course's exercises (a passed exercise no longer in the course is not
    /// reviewed).
    public static func due(_ candidates: [Candidate], progress: LearnerProgress, now: Date, calendar: Calendar = .current) -> [Candidate] {
        var waiting = candidates.compactMap { candidate -> (Candidate, Date)? in
            guard let entry = progress.exercises[candidate.exerciseID], let due = dueDate(of: entry), isDue(due, at: now, calendar: calendar) else { return nil }
            return (candidate, due)
        }
        // Stable: equal dates keep the course's order.
        waiting = waiting.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
        var ordered: [Candidate] = []
        while !waiting.isEmpty {
            let index = waiting.firstIndex { $0.0.group != ordered.last?.group } ?? 0
            ordered.append(waiting.remove(at: index).0)
        }
        return ordered
    }

    /// The earliest due date among `candidates` that has not come at `now`, for "next review on …".
    public static func nextDue(_ candidates: [Candidate], progress: LearnerProgress, after now: Date, calendar: Calendar = .current) -> Date? {
        candidates.compactMap { progress.exercises[$0.exerciseID].flatMap(dueDate(of:)) }.filter { !isDue($0, at: now, calendar: calendar) }.min()
    }

    /// Reviews are due by the day, in the learner's time zone: an exercise due tomorrow at 10:02
    /// is due all of tomorrow, so a learner who reviews each morning is not a day late.
    public static func isDue(_ dueAt: Date, at now: Date, calendar: Calendar = .current) -> Bool {
        calendar.startOfDay(for: dueAt) <= now
    }

    static func days(_ count: Int) -> TimeInterval { TimeInterval(count) * 86_400 }
}

/// The time reviews are scheduled by: now, unless `RXLEARN_NOW` (for tests only: an ISO 8601
/// date and time such as `2026-03-01T09:00:00Z`) says otherwise, so that a test can walk a
/// schedule across days without waiting for them.
public enum ReviewClock {
    public static let variable = "RXLEARN_NOW"

    public static func now(environment: [String: String] = ProcessInfo.processInfo.environment) -> Date {
        fixedNow(environment: environment) ?? Date()
    }

    /// The time `RXLEARN_NOW` fixes, nil when it is not set (or not a date): a program that
    /// keeps running, as the notebook does, reads the real clock at each moment it needs one.
    public static func fixedNow(environment: [String: String] = ProcessInfo.processInfo.environment) -> Date? {
        environment[variable].flatMap { ISO8601DateFormatter().date(from: $0) }
    }
}

/// Review dates as the learner reads them: the day, in their time zone (`2026-03-05`).
public enum ReviewDates {
    public static func text(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
