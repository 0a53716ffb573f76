import ClassProtocol

/// What the teacher sees, made from the state: the dashboard's snapshot and the export.
struct ClassViews {
    let outline: ClassOutline
    let thresholds: StuckThresholds
    let code: String

    func snapshot(of state: ClassState, now: Int64) -> ClassSnapshot {
        let learners = state.memberOrder.compactMap { state.members[$0] }.map { learnerRow($0, now: now) }
        return snapshot(of: state, now: now, learners: learners)
    }

    /// The snapshot with the learners' rows given (`SnapshotEncoder` gives none and adds them encoded).
    func snapshot(of state: ClassState, now: Int64, learners: [ClassSnapshot.LearnerRow]) -> ClassSnapshot {
        let stages = outline.stages.map { stage in
            ClassSnapshot.StageColumn(title: stage.title, lessons: stage.lessons.count, exercises: stage.lessons.reduce(0) { $0 + $1.exercises.count })
        }
        return ClassSnapshot(seq: state.seq, at: now, code: code, thresholds: thresholds, stages: stages, learners: learners,
                             exercises: exerciseTallies(state), polls: state.polls.reversed().map { tally($0, in: state) },
                             shared: state.shared.reversed().map { entry($0, in: state) })
    }

    func learnerRow(_ member: ClassState.Member, now: Int64) -> ClassSnapshot.LearnerRow {
        let stages = outline.stages.map { stage in
            ClassSnapshot.StageProgress(
                lessonsReached: stage.lessons.filter { member.lessonsReached.contains($0.id) }.count,
                exercisesPassed: stage.lessons.reduce(0) { count, lesson in count + lesson.exercises.filter { member.exercises[$0]?.passed == true }.count })
        }
        return ClassSnapshot.LearnerRow(
            member: member.member, name: member.name, present: member.present, lastSeen: member.lastSeen, lesson: member.lesson,
            stages: stages, exercisesPassed: member.exercises.values.filter(\.passed).count,
            predictionsRight: member.predictionsRight, predictionsMade: member.predictionsMade, hintsTaken: member.hintsTaken,
            stuck: stuck(member, now: now))
    }

    /// Stuck: on the exercise the learner works on now, not passed, with `failedChecks` failed
    /// checks in a row or `minutes` since they first met it. A learner who left is not stuck.
    func stuck(_ member: ClassState.Member, now: Int64) -> ClassSnapshot.Stuck? {
        guard member.present, let exercise = member.currentExercise, let record = member.exercises[exercise], !record.passed else { return nil }
        let minutes = Int(max(0, now - record.firstSeenAt) / 60_000)
        guard record.failuresInARow >= thresholds.failedChecks || minutes >= thresholds.minutes else { return nil }
        return ClassSnapshot.Stuck(exercise: exercise, failedChecks: record.failuresInARow, minutes: minutes)
    }

    private func exerciseTallies(_ state: ClassState) -> [ClassSnapshot.ExerciseTally] {
        var tried: [String: Int] = [:]
        var passed: [String: Int] = [:]
        for member in state.members.values {
            for (exercise, record) in member.exercises where record.attempts > 0 {
                tried[exercise, default: 0] += 1
                if record.passed { passed[exercise, default: 0] += 1 }
            }
        }
        let tallies = tried.keys.map { exercise in
            ClassSnapshot.ExerciseTally(
                exercise: exercise, learnersTried: tried[exercise] ?? 0, learnersPassed: passed[exercise] ?? 0,
                failures: (state.failureKinds[exercise] ?? [:]).map { ClassSnapshot.KindCount(kind: $0.key, count: $0.value) }
                    .sorted { ($0.count, $1.kind) > ($1.count, $0.kind) })
        }
        return tallies.sorted { lhs, rhs in
            let (l, r) = (lhs.failures.reduce(0) { $0 + $1.count }, rhs.failures.reduce(0) { $0 + $1.count })
            return l != r ? l > r : lhs.exercise < rhs.exercise
        }
    }

    func tally(_ poll: ClassState.Poll, in state: ClassState) -> ClassSnapshot.PollTally {
        var counts: [String: Int] = [:]
        for answer in poll.answers.values { counts[AnswerText.normalized(answer), default: 0] += 1 }
        let expected = AnswerText.normalized(poll.request.expected)
        let groups = counts.map { ClassSnapshot.AnswerGroup(answer: $0.key, count: $0.value, right: poll.state == .revealed ? $0.key == expected : nil) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.answer < $1.answer }
        return ClassSnapshot.PollTally(poll: state.pollView(poll), answers: poll.answers.count, groups: groups)
    }

    func entry(_ shared: ClassState.Shared, in state: ClassState) -> ClassSnapshot.SharedAnswerEntry {
        ClassSnapshot.SharedAnswerEntry(id: shared.id, member: shared.member, name: state.members[shared.member]?.name ?? "?",
                                        exercise: shared.exercise, at: shared.at)
    }

    /// Every learner × every exercise of the outline (and any other exercise someone checked),
    /// with partial credit.
    func export(of state: ClassState) -> ClassExport {
        var exercises = outline.exercises
        var known = Set(exercises)
        for member in state.memberOrder.compactMap({ state.members[$0] }) {
            for exercise in member.exercises.keys.sorted() where known.insert(exercise).inserted { exercises.append(exercise) }
        }
        let learners = state.memberOrder.compactMap { state.members[$0] }.map { member in
            ClassExport.Learner(member: member.member, name: member.name, learnerID: member.learnerID, rows: exercises.map { exercise in
                let record = member.exercises[exercise]
                let secondsToPass = record.flatMap { r in r.firstPassedAt.flatMap { passedAt in r.firstAttemptAt.map { Int(max(0, passedAt - $0) / 1000) } } }
                return ClassExport.Row(exercise: exercise, passed: record?.passed ?? false, attempts: record?.attempts ?? 0, secondsToPass: secondsToPass,
                                       lastFailure: record?.passed == true ? nil : record?.lastFailure,
                                       casesPassed: record?.bestCasesPassed ?? 0, casesTotal: record?.casesTotal ?? 0)
            })
        }
        return ClassExport(exercises: exercises, learners: learners)
    }
}

/// Poll answers are grouped as written, with spaces evened out: leading and trailing spaces of
/// each line and blank lines at either end do not make another group.
enum AnswerText {
    static func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
        var trimmed = lines[...]
        while trimmed.first?.isEmpty == true { trimmed = trimmed.dropFirst() }
        while trimmed.last?.isEmpty == true { trimmed = trimmed.dropLast() }
        return trimmed.joined(separator: "\n")
    }
}
