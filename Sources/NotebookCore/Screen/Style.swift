/// What a piece of text on the screen *is*, not how it looks: the terminal layer turns each
/// style into colours and attributes for the terminal at hand (colour, monochrome, or the
/// projector's high contrast), so the renderer and its snapshot tests never deal with colour.
public enum Style: UInt8, Sendable, CaseIterable {
    case plain
    /// Secondary text: hints, placeholders, the ruler of the marble pane.
    case dim
    case heading
    /// A pane's title line.
    case paneTitle
    /// Inline code and code blocks inside prose.
    case code
    /// **Strong** text in prose: bold.
    case strong
    /// *Emphasised* text in prose: italic where the terminal has it.
    case emphasis
    /// The mark at the start of a row that continues the line above (a wrapped code line).
    case continuation
    case lineNumber
    case keyword
    case string
    case number
    case comment
    case typeName
    /// A line or event that matched its expectation.
    case match
    /// A line or event that did not.
    case mismatch
    /// The first place where the output went wrong: the line a learner should look at first.
    case divergence
    /// The learner's predicted lane.
    case prediction
    /// The step cursor in the marble pane.
    case cursor
    case warning
    /// The highlighted entry of a list (table of contents, search results).
    case selection
    case statusBar
    /// Key names inside the status bar and help.
    case key
}
