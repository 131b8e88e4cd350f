// Times simdjson's DOM parse of one file, the way json-model-bench times its operations:
// samples of at least 20 ms each, the median of them reported as MB/s (10^6 input bytes per
// second). Built and run by Scripts/compare-simdjson.py against Debian's libsimdjson-dev.
//
// usage: simdjson-probe FILE [SAMPLES]
// prints: <MB/s> <implementation simdjson chose at run time> <checksum>

#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// One DOM parse: every number converted, every string unescaped into the parser's buffer.
// The element count of the root keeps the work observable.
size_t parseOnce(simdjson::dom::parser &parser, const simdjson::padded_string &json, bool &failed) {
    simdjson::dom::element root;
    auto error = parser.parse(json).get(root);
    if (error) {
        failed = true;
        return 0;
    }
    if (root.is_array()) return simdjson::dom::array(root).size();
    if (root.is_object()) return simdjson::dom::object(root).size();
    return 1;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: simdjson-probe FILE [SAMPLES]\n");
        return 2;
    }
    int samples = argc >= 3 ? std::atoi(argv[2]) : 10;
    if (samples < 1) samples = 1;

    simdjson::padded_string json;
    if (auto error = simdjson::padded_string::load(argv[1]).get(json)) {
        std::fprintf(stderr, "simdjson-probe: cannot read %s: %s\n", argv[1], simdjson::error_message(error));
        return 1;
    }
    simdjson::dom::parser parser;
    bool failed = false;
    size_t checksum = 0;

    // Calibrate: grow the batch until one batch lasts 20 ms; this also warms the parser's buffers.
    long repetitions = 1;
    while (true) {
        auto start = Clock::now();
        for (long i = 0; i < repetitions; i++) checksum += parseOnce(parser, json, failed);
        double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (failed) {
            std::fprintf(stderr, "simdjson-probe: %s is not valid JSON for simdjson\n", argv[1]);
            return 1;
        }
        if (seconds >= 0.020) break;
        repetitions *= 2;
    }

    std::vector<double> perParse;
    for (int s = 0; s < samples; s++) {
        auto start = Clock::now();
        for (long i = 0; i < repetitions; i++) checksum += parseOnce(parser, json, failed);
        perParse.push_back(std::chrono::duration<double>(Clock::now() - start).count() / double(repetitions));
    }
    std::sort(perParse.begin(), perParse.end());
    double median = perParse[perParse.size() / 2];
    if (perParse.size() % 2 == 0) median = (median + perParse[perParse.size() / 2 - 1]) / 2;
    std::printf("%.0f %s %zu\n", double(json.size()) / median / 1e6,
                simdjson::get_active_implementation()->name().c_str(), checksum);
    return 0;
}
