// PlotExport: a chart saved as SVG is well-formed XML that holds the chart's series (the legend's
// names and a path through every point of the line), a chart saved as PNG has the requested size
// and is not blank, and a plain widget saves too. Runs without a display (offscreen platform).
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <cmath>

#include "GuiTestSupport.h"
#include "widgets/PlotExport.h"

using namespace strata::gui;

namespace {

constexpr int kCurvePoints = 60;

// A variogram-like chart: a model curve and experimental points.
QChartView* makeChart() {
    auto* chart = new QChart;
    auto* curve = new QLineSeries;
    curve->setName(QStringLiteral("model curve"));
    for (int i = 0; i < kCurvePoints; ++i) curve->append(i, 1.0 - std::exp(-3.0 * i / 40.0));
    auto* points = new QScatterSeries;
    points->setName(QStringLiteral("experimental"));
    for (int i = 2; i < kCurvePoints; i += 5) points->append(i, 1.0 - std::exp(-3.0 * i / 40.0) + 0.03 * std::sin(i));
    chart->addSeries(curve);
    chart->addSeries(points);
    chart->createDefaultAxes();
    chart->setTitle(QStringLiteral("Variogram"));
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->resize(640, 400);
    return view;
}

// Pixels that differ from the most common colour (the background), as a fraction of the image.
double inkFraction(const QImage& image) {
    QHash<QRgb, qint64> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) ++counts[image.pixel(x, y)];
    qint64 background = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) background = std::max(background, it.value());
    const double total = double(image.width()) * image.height();
    return (total - double(background)) / total;
}

}  // namespace

class PlotTest : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void svgHoldsTheSeries() {
        std::unique_ptr<QChartView> view(makeChart());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = dir_.filePath(QStringLiteral("chart.svg"));
        QString error;
        QVERIFY2(PlotExport::save(view.get(), path, QSize(800, 500), &error), qPrintable(error));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QStringList texts;
        int longestPath = 0;
        const QRegularExpression number(QStringLiteral("-?\\d+(\\.\\d+)?"));
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == QLatin1String("svg")) {
            } else if (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polyline")) {
                const QString geometry = xml.attributes().value(xml.name() == QLatin1String("path") ? QLatin1String("d") : QLatin1String("points")).toString();
                longestPath = std::max(longestPath, int(geometry.count(number)) / 2);
            } else if (xml.name() == QLatin1String("text")) {
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(texts.contains(QStringLiteral("model curve")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.contains(QStringLiteral("experimental")));
        QVERIFY(texts.contains(QStringLiteral("Variogram")));
        // The line series is one long path through its points (the axes and grid lines are short;
        // Qt leaves out points that fall on the pixel of the previous one).
        QVERIFY2(longestPath >= kCurvePoints * 3 / 4, qPrintable(QString::number(longestPath)));
    }

    void pngHasTheRequestedSizeAndIsNotBlank() {
        std::unique_ptr<QChartView> view(makeChart());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = dir_.filePath(QStringLiteral("chart.png"));
        QVERIFY(PlotExport::savePng(view.get(), path, QSize(1200, 750)));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1200, 750));
        const double ink = inkFraction(image);
        QVERIFY2(ink > 0.01 && ink < 0.9, qPrintable(QString::number(ink)));
        // At the widget's own size when none is asked for.
        QVERIFY(PlotExport::save(view.get(), dir_.filePath(QStringLiteral("own.png"))));
        QCOMPARE(QImage(dir_.filePath(QStringLiteral("own.png"))).size(), view->size());
    }

    void anyWidgetSaves() {
        QLabel label(QStringLiteral("<h1>Swath plot</h1><p>mean of estimates vs data</p>"));
        label.resize(300, 120);
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        QVERIFY(PlotExport::savePng(&label, dir_.filePath(QStringLiteral("label.png")), QSize(600, 240)));
        const QImage image(dir_.filePath(QStringLiteral("label.png")));
        QCOMPARE(image.size(), QSize(600, 240));
        QVERIFY(inkFraction(image) > 0.005);
        QVERIFY(PlotExport::saveSvg(&label, dir_.filePath(QStringLiteral("label.svg"))));
        QFile svg(dir_.filePath(QStringLiteral("label.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("Swath plot"));
        QVERIFY(PlotExport::supportsSvg(&label));
        QVERIFY(PlotExport::fileFilter(&label).contains(QStringLiteral("*.svg")));
    }
};

STRATA_GUI_TEST_MAIN(PlotTest)
#include "PlotTest.moc"
