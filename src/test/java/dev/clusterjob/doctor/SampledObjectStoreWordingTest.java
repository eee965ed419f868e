package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Object storage and streamed datasets under data and training jobs, as the clients word their failures: an S3 or S3-compatible
 * store's SlowDown throttling (botocore's ClientError with and without its retry count, the parsed response, the Java, Go and PHP SDKs,
 * the REST API's XML, s3fs's EBUSY) is internet.rate-limited; expired temporary AWS credentials (S3's ExpiredToken, the other services'
 * ExpiredTokenException, in botocore, s3transfer, s3fs, the Java and Go SDKs, botocore's refresh) are auth.cloud-token-expired;
 * MosaicML streaming's "Reused local directory" in its 0.4 and later wordings is datasets.local-dir-reused; tarfile's ReadError on a
 * shard, alone and as webdataset words it with the node and rank it adds, is datasets.shard-corrupt; blobfuse 1.x's and blobfuse2's
 * failed downloads are fs.io-error on the syslog line's host. The negatives: other S3 error codes, the format strings in source,
 * comments, another library's ReadError, blobfuse's success line (a missing object's ClientError and httpx's ReadError stay torch.exception). Columns: the codes of the findings in order ("-": none), the host
 * and peer of the first, the source. {@code \n} is a line break.
 */
class SampledObjectStoreWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the GetObject operation (reached max retries: 4): Please reduce your request rate. | internet.rate-limited |  |  | botocore exceptions.py ClientError MSG_TEMPLATE with retry_info once the retries are spent
            [rank3]: botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the ListObjectsV2 operation: Please reduce your request rate. | internet.rate-limited |  |  | the same without retry_info, behind torchrun's rank prefix (every rank listing one bucket)
            When processing the dump I get `{'Error': {'Code': 'SlowDown', 'Message': 'Please reduce your request rate.'}, 'ResponseMetadata': {'HTTPStatusCode': 503}}` on many tasks | internet.rate-limited |  |  | the parsed error response (ClientError.response) as a user prints it, in a sentence
            com.amazonaws.services.s3.model.AmazonS3Exception: Please reduce your request rate. (Service: Amazon S3; Status Code: 503; Error Code: SlowDown; Request ID: 9F2A61C0E7B3D415) | internet.rate-limited |  |  | AWS SDK for Java 1.x AmazonServiceException.getMessage
            software.amazon.awssdk.services.s3.model.S3Exception: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: 9F2A61C0E7B3D415, Extended Request ID: abc=) | internet.rate-limited |  |  | AWS SDK for Java 2.x AwsServiceException: the status, no error code
            SlowDown: Please reduce your request rate.\\n\tstatus code: 503, request id: 9F2A61C0E7B3D415, host id: abc= | internet.rate-limited |  |  | AWS SDK for Go 1.x awserr: the code, the message, the status on the next line
            <Error><Code>SlowDown</Code><Message>Please reduce your request</Message><BucketName>b01</BucketName><Resource>/b01/</Resource></Error> | internet.rate-limited |  |  | the S3 REST API's XML error body as MinIO words its message
            gpu-node07: OSError: [Errno 16] Please reduce your request rate. | internet.rate-limited | gpu-node07 |  | s3fs errors.py translate_boto_error: OSError(EBUSY, S3's message), behind pdsh's host prefix
            botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the UploadPart operation: The provided token has expired. | auth.cloud-token-expired |  |  | botocore ClientError with S3's ExpiredToken (a multipart checkpoint upload after the session ended)
            botocore.exceptions.ClientError: An error occurred (ExpiredTokenException) when calling the GetCallerIdentity operation: The security token included in the request is expired | auth.cloud-token-expired |  |  | the other AWS services' ExpiredTokenException (STS)
            boto3.exceptions.S3UploadFailedError: Failed to upload /scratch/ckpt/step_4000.pt to my-bucket/ckpt/step_4000.pt: An error occurred (ExpiredToken) when calling the CreateMultipartUpload operation: The provided token has expired. | auth.cloud-token-expired |  |  | boto3 s3/transfer.py S3UploadFailedError "Failed to upload {} to {}: {}" around the ClientError
            PermissionError: The provided token has expired. | auth.cloud-token-expired |  |  | s3fs errors.py translate_boto_error: ExpiredToken as PermissionError with S3's message
            com.amazonaws.services.s3.model.AmazonS3Exception: The provided token has expired. (Service: Amazon S3; Status Code: 400; Error Code: ExpiredToken; Request ID: 5B1C0D9E2F3A4B6C) | auth.cloud-token-expired |  |  | AWS SDK for Java 1.x: one finding for the message and the code
            caused by: ExpiredTokenException: Token expired: current date/time 1626373547 must be before the expiration date/time1625998241 | auth.cloud-token-expired |  |  | AWS SDK for Go: STS's web-identity token expired (a pod's role)
            RuntimeError: Credentials were refreshed, but the refreshed credentials are still expired. | auth.cloud-token-expired |  |  | botocore credentials.py RefreshableCredentials
            node3: botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired. | auth.cloud-token-expired | node3 |  | the ClientError behind pdsh's host prefix
            ValueError: Reused local directory: /local/c4/train. Provide a different one. | datasets.local-dir-reused |  |  | mosaicml/streaming 0.4 base/shared.py: one directory twice in one dataset's streams
            ValueError: Reused local directory: ['/tmp/ds/train'] vs ['/tmp/ds/train']. Provide a different one. | datasets.local-dir-reused |  |  | streaming 0.4: another dataset on the node registered the directory
            [rank2]: ValueError: Reused local directory: ['/local/mds/train']. Provide a different one. | datasets.local-dir-reused |  |  | streaming 0.5-0.13 base/shared/prefix.py: the duplicates of one dataset's streams, behind torchrun's rank prefix
            ValueError: Reused local directory: ['/mnt/local/train'] vs ['/mnt/local/train']. Provide a different one. If using a unique local directory, try deleting the local directory and call `streaming.base.util.clean_stale_shared_memory()` only once in your script to clean up the stale shared memory before instantiation of `StreamingDataset`. | datasets.local-dir-reused |  |  | streaming 0.7-0.13: the longer wording with the stale shared memory advice
            tarfile.ReadError: unexpected end of data | datasets.shard-corrupt |  |  | CPython tarfile.py copyfileobj / _Stream: a shard cut short
            tarfile.ReadError: file could not be opened successfully: | datasets.shard-corrupt |  |  | CPython 3.12+ TarFile.open, the per-method reasons on the lines after it
            tarfile.ReadError: ("truncated header @ <_io.BufferedReader name='/data/shards/train-000123.tar'>", <_io.BufferedReader name='/data/shards/train-000123.tar'>, {'__url__': '/data/shards/train-000123.tar', '__worker__': '(3, 8)', '__rank__': '(5, 16)', '__nodeinfo__': "('gpu-node12', 4821)"}) | datasets.shard-corrupt | gpu-node12 |  | webdataset 0.1.7x tariterators.py on one line: the message, the file, the sample's rank and node
            tarfile.ReadError: ('bad checksum @ <webdataset.gopen.Pipe object at 0x7f3a2c1d5e80>', <webdataset.gopen.Pipe object at 0x7f3a2c1d5e80>, 'pipe:aws s3 cp s3://my-bucket/shards/shard-000017.tar -') | datasets.shard-corrupt |  |  | webdataset 0.2-1.x: a shard streamed from S3 through a pipe, its url added to the arguments
            [rank1]: tarfile.ReadError: not a gzip file | datasets.shard-corrupt |  |  | tarfile.py's gzip opener: a .tgz shard that is no gzip file (an error page saved under its name)
            Nov  6 05:36:18 gpu-vm-3 blobfuse[4360]: Failed to download blob into cache.  Blob name: data/train/shard-00012.tar, file name = /mnt/blobfusetmp/root/data/train/shard-00012.tar, storage errno = 1600. | fs.io-error | gpu-vm-3 |  | blobfuse 1.x fileapis.cpp DownloadFileToDisk in the node's syslog
            Unknown failure in download_blob_to_file.  ex.what() = std::bad_alloc, container = data, blob = exp/out.pkl, destPath = /mnt/tmp/root/exp/out.pkl. | fs.io-error |  |  | blobfuse 1.x cpplite blob_client_wrapper.cpp
            Failed to download block of /data/big.bin with offset 8388608.  Errno = 5. | fs.io-error |  |  | blobfuse 1.x BlobStreamer.cpp (streaming mode)
            Wed Jan 17 17:53:03 UTC 2024 : blobfuse2[3749201] : LOG_ERR [file_cache.go (932)]: FileCache::OpenFile : error downloading file from storage train/part-0001.parquet [context deadline exceeded] | fs.io-error |  |  | blobfuse2 2.x component/file_cache/file_cache.go in its own log format
            botocore.exceptions.ClientError: An error occurred (NoSuchKey) when calling the GetObject operation: The specified key does not exist. | torch.exception |  |  | negative: another S3 error code in the same ClientError (a missing object, not throttling or expired credentials)
            httpx.ReadError: [Errno 104] Connection reset by peer | torch.exception |  |  | negative: httpx's own ReadError, no tar shard
            Successfully downloaded blob data/x.pkl into file cache as /mnt/tmp/root/data/x.pkl. | - |  |  | negative: blobfuse 1.x's success line
                    raise ValueError(f'Reused local directory: {dirname}. Provide a different one.') | - |  |  | negative: the format string in a traceback's source line
                    raise ReadError("unexpected end of data") | - |  |  | negative: tarfile's source line
                    'SlowDown', | - |  |  | negative: botocore's list of throttling codes in source
            export AWS_SESSION_TOKEN=$(cat token)  # ExpiredToken after 12h: refresh it | - |  |  | negative: a job script's comment
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
