import Testing
@testable import NotebookCore

/// A key means one thing wherever it is pressed: two rows of one window giving the same key in
/// the same mode would leave the second one unreachable (the first row found wins).
@Suite struct KeyTableTests {
    private func clashes<Command>(in table: [KeyBinding<Command>]) -> [String] {
        var found: [String] = []
        for (index, row) in table.enumerated() {
            for other in table[(index + 1)...] where other.context == row.context && other.mode == row.mode
                && other.onlyOnOperatorLessons == row.onlyOnOperatorLessons {
                for key in row.keys where other.keys.contains(key) {
                    found.append("\(row.context) \(key): \(row.command) and \(other.command)")
                }
            }
        }
        return found
    }

    @Test func noKeyMeansTwoThingsInOneWindowAndMode() {
        #expect(clashes(in: KeyTable.notebook) == [])
        #expect(clashes(in: KeyTable.windows) == [])
        #expect(clashes(in: KeyTable.playground) == [])
        #expect(clashes(in: KeyTable.review) == [])
    }
}
