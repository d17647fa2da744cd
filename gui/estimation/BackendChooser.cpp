#include "estimation/BackendChooser.h"

#include <QStandardItemModel>

namespace strata::gui {

QString BackendChooser::gpuDescription() {
    const GpuStatus& gpu = gpuStatus();
    if (!gpu.usable || gpu.devices.empty())
        return tr("no GPU: %1").arg(QString::fromStdString(gpu.reason.empty() ? "not built with CUDA" : gpu.reason));
    const GpuDevice& d = gpu.devices.front();
    return tr("%1 (%2 GB)").arg(QString::fromStdString(d.name)).arg(double(d.totalBytes) / 1e9, 0, 'f', 1);
}

BackendChooser::BackendChooser(QWidget* parent) : QComboBox(parent) {
    setObjectName(QStringLiteral("backendChooser"));
    const bool usable = gpuStatus().usable;
    addItem(usable ? tr("Auto (GPU: %1)").arg(gpuDescription()) : tr("Auto (CPU; %1)").arg(gpuDescription()),
            int(Backend::Auto));
    addItem(tr("CPU (all cores)"), int(Backend::Cpu));
    addItem(tr("GPU: %1").arg(gpuDescription()), int(Backend::Cuda));
    if (!usable)
        if (auto* items = qobject_cast<QStandardItemModel*>(model())) items->item(2)->setEnabled(false);
    setToolTip(tr("Where the job runs. Auto uses the GPU when one is usable and says in the log why not otherwise."));
}

Backend BackendChooser::backend() const { return Backend(currentData().toInt()); }

void BackendChooser::setBackend(Backend backend) {
    const int index = findData(int(backend));
    if (index >= 0) setCurrentIndex(index);
}

}  // namespace strata::gui
