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
