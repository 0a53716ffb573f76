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
}
