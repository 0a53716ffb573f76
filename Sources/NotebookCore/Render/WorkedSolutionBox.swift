import LessonKit
import Localization
import Marbles

/// The `w` window: a passed exercise's reference solution beside the learner's answer — side by
/// side when the screen is wide enough for two columns of code, else one above the other — and
/// the author's "why this way" under them.
enum WorkedSolutionBox {
    /// Screens at least this wide show the two codes side by side.
    static let sideBySideColumns = 110

    static func draw(exerciseID: String, scroll: Int, state: NotebookState, into buffer: inout ScreenBuffer, size: ScreenSize) {
        guard let exercise = state.course.exercise(withID: exerciseID)?.exercise,
              let solution = exercise.solution else { return }
        let wide = size.columns >= sideBySideColumns
        let width = wide ? min(size.columns - 4, 116) : min(size.columns - 4, 76)
        let inner = width - 4
        let answer = state.exercise.answers[exerciseID].map(WorkedSolution.answerCode)
        typealias O = UIText.Notebook.Overlays
        var lines: [StyledLine] = []
        let same = answer.map { SwiftComments.sameCode($0, solution.source) } ?? false
        let reference = same ? [[Span(O.sameAsYours.text, .dim)]] : SwiftHighlighter.highlight(solution.source)
        let yours = SwiftHighlighter.highlight(answer ?? "")
        if wide {
            let half = (inner - 3) / 2
            lines.append(StyledLine([Span(DisplayWidth.padded(O.yourAnswer.text, to: half), .heading), Span(" │ ", .dim), Span(O.reference.text, .heading)]))
            for row in 0..<max(yours.count, reference.count) {
                let left = row < yours.count ? fitted(yours[row], to: half) : []
                let right = row < reference.count ? fitted(reference[row], to: half) : []
                let used = left.reduce(0) { $0 + DisplayWidth.of($1.text) }
                lines.append(StyledLine(left + [Span(String(repeating: " ", count: max(0, half - used)) + " │ ", .dim)] + right))
            }
        } else {
            lines.append(StyledLine(O.yourAnswer.text, .heading))
            lines += yours.map { StyledLine(fitted($0, to: inner)) }
            lines.append(StyledLine())
            lines.append(StyledLine(O.reference.text, .heading))
            lines += reference.map { StyledLine(fitted($0, to: inner)) }
        }
        if let why = exercise.why {
            lines.append(StyledLine())
            lines.append(StyledLine(O.whyThisWay.text, .heading))
            for (index, paragraph) in WorkedSolution.paragraphs(why).enumerated() {
                if index > 0 { lines.append(StyledLine()) }
                lines += StyledWrapping.wrap(ProseInline.spans(paragraph), width: inner)
            }
        }
        var box = OverlayBox(title: O.solution(exercise.title).text, lines: lines, footer: KeyTable.summary(of: .solution), focus: nil)
        box.scroll = scroll
        box.draw(into: &buffer, size: size, preferredWidth: width)
    }

    /// A line of code cut to `width` columns, `…` at the cut: code is not wrapped, so that each
    /// row of the two columns stays one line of each.
    private static func fitted(_ spans: [Span], to width: Int) -> [Span] {
        var result: [Span] = []
        var used = 0
        for span in spans {
            let room = width - used
            guard room > 0 else { break }
            let spanWidth = DisplayWidth.of(span.text)
            if spanWidth <= room {
                result.append(span)
                used += spanWidth
            } else {
                result.append(Span(DisplayWidth.truncated(span.text, to: room), span.style))
                break
            }
        }
        return result
    }
}
