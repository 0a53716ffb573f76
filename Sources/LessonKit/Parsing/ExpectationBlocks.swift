/// Readers of expected output — ```` ```output ````, ```` ```events ```` and ```` ```marbles ```` — which
/// check the open exercise, or else the cell right before them.
enum ExpectationBlocks {
    static func readOutput(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        attach(block, to: &lesson, log: &log) { expected, log in
            let unordered = block.attributes.tokens.contains { $0.key == "unordered" }
            expected.lineBlocks.append(ExpectationReaders.output(block.fence, isOrdered: !unordered, file: log.file))
            return true
        }
    }

    static func readEvents(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        attach(block, to: &lesson, log: &log) { expected, log in
            let name = block.attributes.first("lane")?.value ?? MarbleLane.defaultName
            if let token = block.attributes.first("lane"), !ExpectationReaders.isLaneName(name) {
                log.error(
                    line: block.fence.openingLine, column: token.valueColumn, "`\(name)` is not a lane name",
                    fix: "name lanes with letters, digits and `_`, starting with a letter")
                return false
            }
            guard let lane = ExpectationReaders.events(block.fence, lane: name, log: &log) else { return false }
            return add([lane], to: &expected, log: &log)
        }
    }

    static func readMarbles(_ block: ClassifiedFence, into lesson: inout LessonDraft, log: inout DiagnosticLog) {
        attach(block, to: &lesson, log: &log) { expected, log in
            guard let lanes = ExpectationReaders.marbles(block, log: &log) else { return false }
            let expectedLanes = lanes.map {
                ExpectedLane(
                    name: $0.name, events: $0.diagram.events, marbles: $0.marbles,
                    frameDuration: $0.diagram.frameDuration, location: $0.location)
            }
            return add(expectedLanes, to: &expected, log: &log)
        }
    }

    /// Lends `read` the expected output of the open exercise, or of the cell the block follows, and
    /// stores what it made of it; `read` returns false when the block is wrong, which leaves that
    /// exercise or cell out.
    private static func attach(
        _ block: ClassifiedFence, to lesson: inout LessonDraft, log: inout DiagnosticLog,
        _ read: (inout ExpectedOutput, inout DiagnosticLog) -> Bool
    ) {
        if var exercise = lesson.openExercise {
            if !read(&exercise.expected, &log) { exercise.isBroken = true }
            lesson.openExercise = exercise
        } else if lesson.lastCellIsOpen, let index = lesson.lastCellIndex, case .cell(var cell) = lesson.items[index] {
            if !read(&cell.expected, &log) { cell.isBroken = true }
            lesson.items[index] = .cell(cell)
        } else {
            log.error(
                line: block.fence.openingLine, column: block.fence.infoColumn, "an ```\(block.kind.name) block that follows no cell",
                fix: "put expected output right after the ```swift cell it checks (prose may stand between them)")
        }
    }

    /// Adds lanes unless one of the same name is already expected.
    private static func add(_ lanes: [ExpectedLane], to expected: inout ExpectedOutput, log: inout DiagnosticLog) -> Bool {
        var valid = true
        for lane in lanes {
            if let earlier = expected.lanes.first(where: { $0.name == lane.name }) {
                log.error(
                    line: lane.location.line, column: lane.location.column,
                    "lane `\(lane.name)` already has expected events (line \(earlier.location.line))",
                    fix: "describe each lane once, in an ```events lane=NAME or a ```marbles block")
                valid = false
            } else {
                expected.lanes.append(lane)
            }
        }
        return valid
    }
}
