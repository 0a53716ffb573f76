/// A run of text in one style.
struct Span: Equatable {
    var text: String
    var style: Style

    init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of a pane, made of styled runs; the pane clips it to its width.
struct StyledLine: Equatable {
    var spans: [Span]
    /// Applied to the whole row, padding included (a highlighted line is highlighted edge to edge).
    var background: Style?

    init(_ spans: [Span] = [], background: Style? = nil) {
        self.spans = spans
        self.background = background
    }

    init(_ text: String, _ style: Style = .plain) {
        self.init([Span(text, style)])
    }

    var plainText: String { spans.map(\.text).joined() }
}
