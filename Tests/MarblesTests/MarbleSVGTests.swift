import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Marbles

/// The SVG a teacher puts on a slide: well-formed, one name per lane, marks where their times
/// fall on the notebook's axis.
@Suite struct MarbleSVGTests {
    /// The elements of a document, with their attributes, as an XML parser reads them.
    private final class Elements: NSObject, XMLParserDelegate {
        var all: [(name: String, attributes: [String: String], text: String)] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            all.append((name, attributes, ""))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !all.isEmpty { all[all.count - 1].text += string }
        }
    }

    private func parsed(_ svg: String) throws -> [(name: String, attributes: [String: String], text: String)] {
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        // Text between one element's end and the next start (line breaks) is left out.
        return elements.all.map { ($0.name, $0.attributes, $0.text.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    @Test func aDocumentIsWellFormedWithOneNamePerLaneAndMarksToScale() throws {
        let lanes = [
            TimelineLane(name: "typed", events: [.next("r", at: 100), .next("rx", at: 200), .next("<&>", at: 400), .completed(at: 500)]),
            TimelineLane(name: "searched", events: [.next("rx", at: 300), .error("boom", at: 500)]),
        ]
        let elements = try parsed(MarbleSVG.document([MarbleSVG.Diagram(title: "a \"cell\"", lanes: lanes)]))
        let names = elements.filter { $0.attributes["class"] == "lane" }.map(\.text)
        #expect(names == ["typed", "searched"])
        #expect(elements.contains { $0.attributes["class"] == "value" && $0.text == "<&>" })

        // Marks lie on one linear axis: twice the time apart is twice as far.
        func centre(_ time: Int, _ kind: String) throws -> Double {
            let mark = try #require(elements.first { $0.attributes["class"] == kind && $0.attributes["data-time"] == String(time) })
            if let x = mark.attributes["x"].flatMap(Double.init), let width = mark.attributes["width"].flatMap(Double.init) {
                return x + width / 2
            }
            return try #require(mark.attributes["x1"].flatMap(Double.init))
        }
        let step = try centre(200, "next") - centre(100, "next")
        #expect(step > 0)
        #expect(try centre(400, "next") - centre(200, "next") == 2 * step)
        #expect(try centre(300, "next") - centre(200, "next") == step)
        #expect(elements.contains { $0.attributes["class"] == "completed" && $0.attributes["data-time"] == "500" })
        #expect(elements.contains { $0.attributes["class"] == "error" && $0.attributes["data-time"] == "500" })
        // The scale the notebook states is stated on the picture too.
        let scale = try #require(elements.first { $0.attributes["class"] == "scale" })
        #expect(scale.text.hasPrefix("1 col = "))
    }

    @Test func controlCharactersInValuesStayValidXML() throws {
        let lanes = [TimelineLane(name: "raw", events: [.next("a\u{1B}[31m", at: 0)])]
        let elements = try parsed(MarbleSVG.document([MarbleSVG.Diagram(title: "escapes", lanes: lanes)]))
        #expect(elements.contains { $0.text.contains("␛[31m") })
    }

    /// A watched stream's lane: a caret where it was subscribed, an exclamation mark where it was
    /// disposed, each at the column of the text drawing's `^` and `!`, its line only between them.
    @Test func lifetimeMarksStandWhereTheTextDrawingPutsThem() throws {
        let lanes = [
            TimelineLane(name: "recorded", events: [.next("a", at: 100), .next("b", at: 200), .completed(at: 500)]),
            TimelineLane(name: "line 3 subscribe", events: [.next("1", at: 100), .next("2", at: 200), .completed(at: 500)],
                         lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 500)),
            TimelineLane(name: "subscription 2", events: [.next("x", at: 100)], lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 300)),
            TimelineLane(name: "  2 map", events: [.error("boom", at: 400)], lifetime: LaneLifetime(subscribedAt: 200, disposedAt: 400)),
        ]
        let svg = MarbleSVG.document([MarbleSVG.Diagram(title: "three", lanes: lanes)], columns: 100)
        let elements = try parsed(svg)
        let names = elements.filter { $0.attributes["class"] == "lane" }.map(\.text)
        #expect(names == ["recorded", "line 3 subscribe", "subscription 2", "2 map"])
        #expect(svg.contains(">\u{00A0}\u{00A0}2 map</text>"), "a stage keeps its indent")

        let subscribed = elements.filter { $0.attributes["class"] == "subscribed" }
        let disposed = elements.filter { $0.attributes["class"] == "disposed" }
        #expect(subscribed.map { $0.attributes["data-time"] } == ["0", "0", "200"], "none on the recorded lane")
        #expect(disposed.map { $0.attributes["data-time"] } == ["500", "300", "400"])

        // The same axis as the text drawing of the same lanes.
        let drawing = TimelineLayout(frameDuration: 10).draw(lanes, width: 100)
        let x = { (element: (name: String, attributes: [String: String], text: String)) in Int(element.attributes["data-x"] ?? "") }
        for (mark, time) in zip(subscribed, [0, 0, 200]) {
            #expect(x(mark) == MarbleSVG.subscribedX(ofTrackColumn: drawing.axis.column(of: time) - 1, drawing))
        }
        #expect(x(disposed[1]) == MarbleSVG.disposedX(ofTrackColumn: drawing.axis.column(of: 300), drawing))
        // On the same linear scale as the events: the `^` at 200 stands one column before the
        // place of 200, and the `!` at 300 one step of 100 after the pill at 200.
        let pill = { (time: Int) -> Int in
            let rect = elements.first { $0.attributes["class"] == "next" && $0.attributes["data-time"] == String(time) }!
            return Int(rect.attributes["x"]!)! + Int(rect.attributes["width"]!)! / 2
        }
        let step = pill(200) - pill(100)
        #expect(x(subscribed[2]) == pill(200) - MarbleSVG.columnWidth - MarbleSVG.columnWidth / 2)
        #expect(x(disposed[1]) == pill(200) + step)
        // The error's `!` after its cross, as `#!` in text, and clear of it.
        #expect(elements.contains { $0.attributes["class"] == "error" && $0.attributes["data-time"] == "400" })
        let crossCentre = MarbleSVG.x(ofColumn: drawing.trackStart + drawing.axis.column(of: 400)) + MarbleSVG.columnWidth / 2
        #expect(try #require(x(disposed[2])) >= MarbleSVG.disposedX(ofTrackColumn: drawing.axis.column(of: 400) + 1, drawing))
        #expect(try #require(x(disposed[2])) > crossCentre + 9, "clear of the cross's arms")
        // The lines: the recorded one across the track, the watched ones from `^` to `!`.
        let lines = elements.filter { $0.name == "line" && $0.attributes["stroke"] == "#999" }
        #expect(lines.count == 4)
        #expect(lines[2].attributes["x1"] == subscribed[1].attributes["data-x"] && lines[2].attributes["x2"] == disposed[1].attributes["data-x"])
    }

    @Test func notesUnderTheLanesSayWhatWasNotDrawn() throws {
        let lane = TimelineLane(name: "subscription 1", events: [.next("1", at: 0)], lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 0))
        let diagram = MarbleSVG.Diagram(title: "loop", lanes: [lane], notes: ["… 9988 more subscriptions (not drawn)"])
        let elements = try parsed(MarbleSVG.document([diagram]))
        #expect(elements.filter { $0.attributes["class"] == "note" }.map(\.text) == ["… 9988 more subscriptions (not drawn)"])
        let laneY = try #require(elements.first { $0.attributes["class"] == "lane" }?.attributes["y"].flatMap(Int.init))
        let noteY = try #require(elements.first { $0.attributes["class"] == "note" }?.attributes["y"].flatMap(Int.init))
        #expect(noteY > laneY)
    }
}

/// What a slide shows, measured: every text of the picture stays inside it, and no caret
/// stands over a value's pill. Text is measured as the picture's font draws it: 13 px
/// monospaced, 0.6 em a character.
@Suite struct MarbleSVGExtentTests {
    private func elements(_ svg: String) -> [(name: String, attributes: [String: String], text: String)] {
        // Tags one per line, as the document writes them; enough to read attributes and text.
        svg.components(separatedBy: "\n").compactMap { line in
            guard let open = line.range(of: "<"), let name = line[open.upperBound...].split(separator: " ").first else { return nil }
            var attributes: [String: String] = [:]
            let pattern = /([a-z0-9-]+)="([^"]*)"/
            for match in line.matches(of: pattern) { attributes[String(match.1)] = String(match.2) }
            let text = line.firstMatch(of: />([^<]*)</).map { String($0.1) } ?? ""
            return (String(name), attributes, text)
        }
    }

    private static let characterWidth = 13.0 * 0.6

    @Test func theLegendWrapsInsideThePictureAndCaretsStandClearOfPills() throws {
        let words = ["rx", "rxswift", "rxswift-kit", "rxswift-kingdom", "reactive-extensions", "functional-reactive", "observable-sequence", "disposable-bag"]
        let events = words.enumerated().map { TimedEvent.next($0.element, at: 10 * $0.offset) } + [.completed(at: 80)]
        let lanes = [
            TimelineLane(name: "names", events: events),
            TimelineLane(name: "line 5 subscribe(onNext:)", events: events, lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 80)),
            // Subscribed as its first values come: the caret and the pills share a column.
            TimelineLane(name: "line 7 subscribe(onNext:)", events: [.next("news", at: 0), .next("weather", at: 0), .completed(at: 0)],
                         lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 0)),
        ]
        let svg = MarbleSVG.document([MarbleSVG.Diagram(title: "long values", lanes: lanes, notes: [String(repeating: "a note that goes on ", count: 8)])], columns: 60)
        let all = elements(svg)
        let width = try #require(all.first { $0.name == "svg" }?.attributes["width"].flatMap(Double.init))
        let texts = all.filter { $0.name == "text" }
        #expect(texts.contains { $0.attributes["class"] == "legend" })
        #expect(texts.filter { $0.attributes["class"] == "legend" }.count > 1, "a legend this long wraps")
        for text in texts {
            let x = try #require(text.attributes["x"].flatMap(Double.init))
            let length = Double(DisplayWidth.of(text.text.replacingOccurrences(of: "&lt;", with: "<"))) * Self.characterWidth
            let (left, right) = text.attributes["text-anchor"] == "middle" ? (x - length / 2, x + length / 2) : (x, x + length)
            #expect(left >= 0 && right <= width, "“\(text.text)” runs from \(left) to \(right), the picture is \(width) wide")
        }
        // Each caret's right arm ends left of every pill on its lane's row.
        let pills = all.filter { $0.attributes["class"] == "next" }
        for caret in all.filter({ $0.attributes["class"] == "subscribed" }) {
            let points = try #require(caret.attributes["points"]).split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
            let caretRight = try #require(points.map { $0[0] }.max())
            let caretY = try #require(points.map { $0[1] }.min())
            for pill in pills {
                let x = try #require(pill.attributes["x"].flatMap(Double.init))
                let y = try #require(pill.attributes["y"].flatMap(Double.init))
                let height = try #require(pill.attributes["height"].flatMap(Double.init))
                guard caretY + 9 > y && caretY + 9 < y + height + 9 else { continue }  // the same lane
                #expect(caretRight < x, "the caret (to \(caretRight)) reaches the pill at \(x)")
            }
        }
    }
}
