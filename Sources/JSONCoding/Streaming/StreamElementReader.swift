// Decoding a stream element by element: the splitter finds each element, and the decoder
// decodes it where it is, as a document of its own whose errors and report entries name
// `[index]` and the stream's lines and columns.

import Foundation
public import JSONCore

/// Which element of a stream a decode is for, and where it starts.
struct StreamElementOrigin {
    let index: Int
    let start: JSONStreamPosition
}

/// What decoding a stream gave besides its elements: how many there were, what was forgiven
/// or skipped, and the members around a keyed array.
///
/// ```swift
/// let summary = try decoder.decodeElements(of: Event.self, fromFileAt: url, format: .lines) { event in
///     handle(event)
/// }
/// print(summary.elementCount, summary.report.entries(.skippedElement).count)
/// ```
public struct JSONStreamSummary: Sendable, Hashable {
    /// The elements decoded and handed over.
    public internal(set) var elementCount = 0
    /// The elements the stream held, those skipped included.
    public internal(set) var elementsRead = 0
    /// What was forgiven, with paths that start with the element's index (`[12].price`):
    /// always the elements skipped under ``JSONModelDecoder/InvalidElementStrategy/skip``, and
    /// with `reporting: true` everything a decoding report lists.
    public internal(set) var report = JSONDecodingReport()
    /// For `JSONStreamFormat.array(at:)`: the members of the objects around the array (see
    /// `JSONStreamSplitter.envelope`); an empty object for other formats.
    public internal(set) var envelope: JSONValue = .object(JSONObject())
}

extension JSONModelDecoder {
    /// The settings each element of a stream is decoded with: the decoder's, in UTF-8 (a byte
    /// order mark at the stream's start is the splitter's to pass over).
    var streamOptions: DecodingOptions {
        var options = currentOptions
        options.parseOptions.detectsEncoding = false
        return options
    }
}

/// Decodes the elements of a stream, chunk by chunk: what the synchronous and the
/// asynchronous stream APIs share.
struct StreamElementReader<Element: Decodable> {
    enum Step {
        case element(Element)
        case needsInput
        case end
    }

    private var splitter: JSONStreamSplitter
    private let decoder: JSONModelDecoder
    private let options: DecodingOptions
    private let reporting: Bool
    private(set) var summary = JSONStreamSummary()

    init(_ decoder: JSONModelDecoder, format: JSONStreamFormat, reporting: Bool) {
        self.decoder = decoder
        options = decoder.streamOptions
        self.reporting = reporting
        splitter = JSONStreamSplitter(format: format, maximumElementSize: decoder.maximumStreamElementSize)
    }

    /// The next element of `chunk`, continuing where the last call left off.
    mutating func next(in chunk: UnsafeRawBufferPointer) throws -> Step {
        while true {
            switch try splitter.next(in: chunk) {
            case .element(let element):
                // The members before a keyed array are all read by its first element.
                if element.index == 0 && !splitter.format.keys.isEmpty { summary.envelope = splitter.envelope }
                if let value = try decode(element, in: chunk) { return .element(value) }
            case .needsInput:
                return .needsInput
            case .end:
                summary.envelope = splitter.envelope
                return .end
            }
        }
    }

    /// After the last chunk: the elements the end completes, then ``Step/end``.
    mutating func finish() throws -> Step {
        while true {
            switch try splitter.finish() {
            case .element(let element):
                if let value = try decode(element, in: UnsafeRawBufferPointer(start: nil, count: 0)) { return .element(value) }
            case .needsInput:
                return .needsInput
            case .end:
                summary.envelope = splitter.envelope
                return .end
            }
        }
    }

    /// The element decoded; nil when it does not fit and invalid elements are skipped.
    private mutating func decode(_ element: JSONStreamSplitter.Element, in chunk: UnsafeRawBufferPointer) throws -> Element? {
        let origin = StreamElementOrigin(index: element.index, start: element.start)
        return try splitter.withBytes(of: element, in: chunk) { bytes in
            try Self.decodeElement(bytes, origin: origin, decoder: decoder, options: options, reporting: reporting, summary: &summary)
        }
    }

    /// Decodes the element `bytes`; nil when it does not fit and invalid elements are
    /// skipped. Counts it in `summary`, and adds to its report what the element's decode
    /// reported.
    static func decodeElement(
        _ bytes: UnsafeRawBufferPointer, origin: StreamElementOrigin, decoder: JSONModelDecoder, options: DecodingOptions,
        reporting: Bool, summary: inout JSONStreamSummary
    ) throws -> Element? {
        summary.elementsRead += 1
        let recorder = reporting ? ReportRecorder() : nil
        do {
            let value = try decoder.decode(Element.self, from: bytes, options: options, locatesErrors: true, report: recorder, origin: origin)
            if let recorder { summary.report.entries += recorder.entries }
            summary.elementCount += 1
            return value
        } catch let error as DecodingError where options.invalidElements == .skip {
            // The element does not fit the type: left out, and listed. Syntax errors, which are
            // not DecodingErrors here, end the stream.
            if let recorder { summary.report.entries += recorder.entries }
            summary.report.entries.append(
                JSONDecodingReport.Entry(
                    kind: .skippedElement, path: JSONPath([.index(origin.index)]),
                    message: "left out an element that could not be decoded: \(error.explanation)"))
            return nil
        }
    }
}
